import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateRangeFields } from './date-range-fields';

const meta = {
  title: 'Components/DateRangeFields',
  component: DateRangeFields,
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
