import { Box } from '@chakra-ui/react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { visibleMenu } from '../../shared/access';
import type { RoleName } from '../../shared/access';
import { subjects } from '../test/fixtures';
import { VerticalMenu } from './vertical-menu';

const forRole = (role: RoleName) => ({ entries: visibleMenu(subjects[role]) });

// Typed as a plain Decorator: it reads only `collapsed`, and Storybook checks decorators against
// generic args.
const sidebarFrame: Decorator = (Story, context) => (
  <Box w={context.args.collapsed ? '20' : '64'} minH="100vh" py="4" bg="bg.menu" color="fg.menu">
    <Story />
  </Box>
);

const meta = {
  title: 'App/Shell/VerticalMenu',
  component: VerticalMenu,
  args: { ...forRole('Admin'), section: 'home' },
  decorators: [sidebarFrame],
} satisfies Meta<typeof VerticalMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const AdminInRoles: Story = { args: { section: 'roles' } };
export const RealstateAdmin: Story = {
  args: { ...forRole('RealstateAdmin'), section: 'bookings-orders' },
};
export const PreapprovalUser: Story = {
  args: { ...forRole('PreapprovalUser'), section: 'preapprovals' },
};
export const NewsUser: Story = { args: { ...forRole('NewsUser'), section: 'contacts-newsletter' } };
export const Collapsed: Story = { args: { collapsed: true, section: 'quotations' } };
export const SemiDark: Story = {
  args: { section: 'projects' },
  parameters: { layoutPrefs: { layout: 'vertical', skin: 'semi-dark' } },
};
