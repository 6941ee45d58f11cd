import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ClearFiltersButton } from './clear-filters-button';

const meta = {
  title: 'Components/ClearFiltersButton',
  component: ClearFiltersButton,
  args: { shown: true, onClear: fn() },
} satisfies Meta<typeof ClearFiltersButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
/** Without a filter set it renders nothing. */
export const Hidden: Story = { args: { shown: false } };
