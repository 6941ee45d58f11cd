import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { FlagSwitch, type FlagSwitchProps } from './flag-switch';

const onChange: FlagSwitchProps['onChange'] = fn();

const meta = {
  title: 'Components/FlagSwitch',
  component: FlagSwitch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** un booleano de una fila de lista que se guarda al cambiar (visible, destacado): una casilla nativa con rol de interruptor, barata de montar en cientos de filas.',
          '**No lo uses para** opciones de un formulario que se guardan con «Guardar» (usa una casilla o un interruptor del formulario) ni acciones que piden confirmación.',
        ].join('\n\n'),
      },
    },
  },
  args: { label: 'Visible: Parque Los Aromos', checked: true, onChange },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FlagSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { checked: false } };
/** While the change is being saved. */
export const Busy: Story = { args: { busy: true } };
/** A role that sees the flag without being able to flip it. */
export const ReadOnly: Story = { args: { readOnly: true } };
