import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Customizer } from './customizer';

const meta = {
  title: 'App/Shell/Customizer',
  component: Customizer,
  decorators: [
    (Story) => (
      <Box p="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Customizer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const OpenVertical: Story = {
  args: { defaultOpen: true },
  parameters: { layoutPrefs: { layout: 'vertical' } },
};
