import type { Meta, StoryObj } from '@storybook/react-vite';
import { PendingSection } from './pending-section';

const meta = {
  title: 'App/Pages/PendingSection',
  component: PendingSection,
  args: { title: 'Preaprobaciones' },
} satisfies Meta<typeof PendingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongTitle: Story = {
  args: { title: 'Solicitud de Promesas de compraventa del proyecto' },
};
