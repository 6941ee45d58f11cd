import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { visibleMenu } from '../../shared/access';
import type { RoleName } from '../../shared/access';
import { subjects } from '../test/fixtures';
import { HorizontalMenu } from './horizontal-menu';

// Stories show each role's whole policy menu; the app also drops entries whose page is not built.
const forRole = (role: RoleName) => ({ entries: visibleMenu(subjects[role]) });

const meta = {
  title: 'App/Shell/HorizontalMenu',
  component: HorizontalMenu,
  args: { ...forRole('Admin'), section: 'home' },
  decorators: [
    (Story) => (
      <Box p="4">
        <Box bg="bg.surface" borderRadius="xl" boxShadow="navbar" overflow="hidden">
          <Story />
        </Box>
      </Box>
    ),
  ],
} satisfies Meta<typeof HorizontalMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const AdminInUsers: Story = { args: { section: 'roles' } };
export const RealstateAdmin: Story = {
  args: { ...forRole('RealstateAdmin'), section: 'quotations' },
};
export const PreapprovalUser: Story = {
  args: { ...forRole('PreapprovalUser'), section: 'preapprovals' },
};
export const NewsUser: Story = { args: { ...forRole('NewsUser'), section: 'news' } };
/** A narrow window: what does not fit goes under «Más». */
export const AdminNarrow: Story = {
  args: { section: 'roles' },
  decorators: [
    (Story) => (
      <Box maxW="900px">
        <Story />
      </Box>
    ),
  ],
};
