import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ClearFiltersButton } from './clear-filters-button';

const meta = {
  title: 'Components/ClearFiltersButton',
  component: ClearFiltersButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** «Limpiar filtros» al final de la barra de filtros de una lista: aparece solo mientras hay un filtro puesto.',
          '**No lo uses para** borrar el contenido de un formulario ni para quitar un solo filtro (cada filtro vuelve a «Todos» por sí mismo).',
        ].join('\n\n'),
      },
    },
  },
  args: { shown: true, onClear: fn() },
} satisfies Meta<typeof ClearFiltersButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
/** Without a filter set it renders nothing. */
export const Hidden: Story = { args: { shown: false } };
