import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullLayout } from '../layouts/full-layout';
import { subjects } from '../test/fixtures';
import { ForbiddenView, NotFoundView, UnauthorizedView } from './error-pages';

const meta = {
  title: 'App/Pages/Errors',
  component: NotFoundView,
  args: { subject: null },
  decorators: [(Story) => <FullLayout>{<Story />}</FullLayout>],
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundSignedOut: Story = {};
export const NotFoundSignedIn: Story = { args: { subject: subjects.Admin } };
export const ForbiddenSignedIn: Story = {
  args: { subject: subjects.RealstateUser },
  render: (args) => <ForbiddenView {...args} />,
};
export const ForbiddenPreapprovalUser: Story = {
  args: { subject: subjects.PreapprovalUser },
  render: (args) => <ForbiddenView {...args} />,
};
export const Unauthorized: Story = { render: (args) => <UnauthorizedView {...args} /> };
export const NotFoundDark: Story = { parameters: { layoutPrefs: { skin: 'dark' } } };
