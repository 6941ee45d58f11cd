import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HStack } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { IconAction, IconLink } from './icon-link';

const onRemove: () => void = fn();

const meta = {
  title: 'Components/IconLink',
  component: IconLink,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** una acción compacta de una fila de lista: un ícono cuyo nombre es a la vez la ayuda emergente y la etiqueta accesible (`IconLink` navega, `IconAction` actúa en la página).',
          '**No lo uses para** acciones principales de una página (usa un botón con texto) ni íconos sin acción.',
        ].join('\n\n'),
      },
    },
  },
  args: { href: '/projects/12/edit', label: 'Editar', children: <Pencil aria-hidden /> },
  decorators: [
    (Story) => (
      <HStack p="10" gap="1">
        <Story />
      </HStack>
    ),
  ],
} satisfies Meta<typeof IconLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {};

/** The same look for an action that stays on the page. */
export const WithAction: Story = {
  render: (args) => (
    <>
      <IconLink {...args} />
      <IconAction label="Eliminar" colorPalette="red" onClick={onRemove}>
        <Trash2 aria-hidden />
      </IconAction>
    </>
  ),
};
