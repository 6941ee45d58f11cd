import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateRangeFields } from './date-range-fields';

const meta = {
  title: 'Components/DateRangeFields',
  component: DateRangeFields,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el par «Desde» / «Hasta» con que se filtran las listas por fecha (dd-mm-aaaa), con el error bajo el campo que lo tiene.',
          '**No lo uses para** una sola fecha (usa `DateTextField`) ni fechas de un formulario que se guarda (ahí va el campo de fecha del formulario, con su esquema).',
        ].join('\n\n'),
      },
    },
  },
  args: { from: '', to: '', errors: { from: null, to: null }, onChange: fn() },
} satisfies Meta<typeof DateRangeFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithRange: Story = { args: { from: '01-03-2026', to: '31-03-2026' } };
export const Reversed: Story = {
  args: {
    from: '31-03-2026',
    to: '01-03-2026',
    errors: { from: null, to: '«Hasta» no puede ser anterior a «Desde».' },
  },
};
