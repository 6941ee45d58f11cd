import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};
export const RestoringSession: Story = { args: { label: 'Restaurando tu sesión…' } };
export const Hidden: Story = { args: { visible: false } };
