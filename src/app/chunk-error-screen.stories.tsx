import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChunkErrorScreen } from './chunk-error-screen';

const meta = {
  title: 'App/ChunkErrorScreen',
  component: ChunkErrorScreen,
  args: { kind: 'chunk', onReload: () => undefined },
} satisfies Meta<typeof ChunkErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersion: Story = {};
export const Unexpected: Story = { args: { kind: 'unexpected' } };
