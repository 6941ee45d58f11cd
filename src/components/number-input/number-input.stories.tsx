import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import {
  NumberFieldStory,
  NumberFormStory,
  type NumberFieldStoryProps,
  type NumberFormStoryProps,
} from './number-input.story-kit';
import { MoneyInput, QuantityInput } from './number-input';

// Typed as the props, so tests can pass their own spies in place of the Storybook actions.
const onChange: NumberFieldStoryProps['onChange'] = fn();
const onSubmit: NumberFormStoryProps['onSubmit'] = fn();

// The money and quantity inputs: UF, pesos, m², %, a count, empty, an error, disabled, and
// inside a react-hook-form form.
const meta = {
  title: 'Components/NumberInput',
  component: NumberFieldStory,
  subcomponents: { MoneyInput, QuantityInput },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** montos y cantidades escritos y mostrados a la chilena: `MoneyInput` (UF con dos decimales, pesos sin decimales, la moneda antes) y `QuantityInput` (m², %, conteos, la unidad después). Entregan al formulario un número, `null` si está vacío o `NaN` si no es un número.',
          '**No lo uses para** RUT, teléfonos ni códigos (no son números: usa `RutInput` o un texto) ni para mostrar montos (usa `src/lib/format.ts`).',
        ].join('\n\n'),
      },
    },
  },
  args: { kind: 'money', currency: 'UF', label: 'Precio (UF)', onChange },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NumberFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyUF: Story = {};
/** A stored price is shown the Chilean way: 1499.5 → 1.499,50. */
export const PriceUF: Story = { args: { initial: 1499.5 } };
export const PesosCLP: Story = {
  args: { currency: 'CLP', label: 'Renta mínima (CLP)', initial: 738000 },
};
export const AreaM2: Story = {
  args: { kind: 'quantity', unit: 'm²', label: 'Superficie (m²)', initial: 45.3 },
};
export const Percent: Story = {
  args: { kind: 'quantity', unit: '%', label: 'Pie (%)', initial: 12.5 },
};
export const Count: Story = { args: { kind: 'quantity', label: 'Dormitorios', initial: 3 } };
export const WithError: Story = {
  args: { initial: 0, error: 'El precio debe ser mayor que 0.' },
};
export const Disabled: Story = { args: { initial: 2350.5, disabled: true } };
export const InForm: StoryObj<typeof NumberFormStory> = {
  render: (args) => <NumberFormStory {...args} />,
  args: { onSubmit },
};
