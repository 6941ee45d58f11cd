import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import {
  RutFieldStory,
  RutFormStory,
  type RutFieldStoryProps,
  type RutFormStoryProps,
} from './rut-input.story-kit';
import { RutInput } from './rut-input';

// Typed as the props, so tests can pass their own spies in place of the Storybook actions.
const onChange: RutFieldStoryProps['onChange'] = fn();
const onSubmit: RutFormStoryProps['onSubmit'] = fn();

// The RUT input: empty, filled, each Spanish error, disabled, and inside a react-hook-form form.
const meta = {
  title: 'Components/RutInput',
  component: RutFieldStory,
  subcomponents: { RutInput },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**Úsalo para** un campo de RUT: da formato mientras se escribe o se pega ('123456785' → '12.345.678-5') y entrega ese texto; el formulario lo valida con `rutProblem`.",
          '**No lo uses para** buscar por RUT en una lista (usa `SearchInput`, que acepta RUT con o sin formato) ni otros documentos de identidad.',
        ].join('\n\n'),
      },
    },
  },
  args: { onChange },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RutFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A stored RUT without format is shown formatted. */
export const Filled: Story = { args: { initial: '123456785' } };
export const WithK: Story = { args: { initial: '16.543.210-k' } };
export const WrongDigit: Story = {
  args: { initial: '12.345.678-4', error: 'El dígito verificador no corresponde' },
};
export const Incomplete: Story = { args: { initial: '12.345-6', error: 'RUT incompleto' } };
export const Disabled: Story = { args: { initial: '7.654.321-6', disabled: true } };
export const InForm: StoryObj<typeof RutFormStory> = {
  render: (args) => <RutFormStory {...args} />,
  args: { onSubmit },
};
