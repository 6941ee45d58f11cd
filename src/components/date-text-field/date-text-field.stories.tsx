import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateTextField } from './date-text-field';

const meta = {
  title: 'Components/DateTextField',
  component: DateTextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** una fecha escrita como dd-mm-aaaa en un filtro: avisa a la página solo al salir del campo o con Enter, así una fecha a medio escribir no llega a la URL.',
          '**No lo uses para** un rango de fechas (usa `DateRangeFields`) ni fechas con hora.',
        ].join('\n\n'),
      },
    },
  },
  args: { label: 'Desde', value: '', error: null, onChange: fn() },
} satisfies Meta<typeof DateTextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithDate: Story = { args: { value: '01-03-2025' } };
export const WrongDate: Story = {
  args: { value: '31-02-2025', error: 'Escribe una fecha válida (dd-mm-aaaa).' },
};
