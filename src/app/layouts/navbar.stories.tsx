import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RoleName } from '../../shared/access';
import { profiles, sampleNotifications } from '../test/fixtures';
import { Brand } from './brand';
import { Navbar } from './navbar';
import { NotificationBell } from './notification-bell';

const asRole = (role: RoleName) => ({ profile: profiles[role], role });

const meta = {
  title: 'App/Shell/Navbar',
  component: Navbar,
  args: {
    ...asRole('Admin'),
    start: <Brand />,
    bell: <NotificationBell count={0} items={[]} />,
    onLogout: () => undefined,
    rounded: true,
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{<Story />}</div>],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const SuperAdmin: Story = { args: asRole('SuperAdmin') };
export const RealstateAdmin: Story = { args: asRole('RealstateAdmin') };
export const RealstateUser: Story = { args: asRole('RealstateUser') };
export const RealstateVendor: Story = { args: asRole('RealstateVendor') };
export const PreapprovalUser: Story = { args: asRole('PreapprovalUser') };
export const NewsUser: Story = { args: asRole('NewsUser') };

export const WithNotifications: Story = {
  args: { bell: <NotificationBell count={3} items={sampleNotifications} /> },
};

export const ManyNotifications: Story = {
  args: { bell: <NotificationBell count={128} items={sampleNotifications} /> },
};

export const StickyFullWidth: Story = {
  args: { rounded: false },
  decorators: [(Story) => <Story />],
};
