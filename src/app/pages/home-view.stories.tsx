import type { Meta, StoryObj } from '@storybook/react-vite';
import { visibleMenu } from '../../shared/access';
import type { RoleName } from '../../shared/access';
import { groupedLeaves, registeredMenu } from '../shell-menu';
import { profiles, subjects } from '../test/fixtures';
import { HomeView } from './home-view';

const withoutHome = (entries: ReturnType<typeof visibleMenu>) =>
  groupedLeaves(entries).filter(({ entry }) => entry.key !== 'home');

const allSections = (role: RoleName) => withoutHome(visibleMenu(subjects[role]));

const forRole = (role: RoleName) => ({
  profile: profiles[role],
  role,
  sections: allSections(role),
});

const meta = {
  title: 'App/Pages/Home',
  component: HomeView,
  args: forRole('Admin'),
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section of the role's policy menu (as it will look once all pages exist). */
export const Admin: Story = {};
export const RealstateAdmin: Story = { args: forRole('RealstateAdmin') };
export const RealstateUser: Story = { args: forRole('RealstateUser') };
export const NewsUser: Story = { args: forRole('NewsUser') };

/** What the page shows today: only sections whose page is built (plus Mi perfil). */
export const RegisteredPagesOnly: Story = {
  args: {
    ...forRole('Admin'),
    sections: withoutHome(registeredMenu(visibleMenu(subjects.Admin))),
  },
};
