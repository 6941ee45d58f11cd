import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { DashboardBoard } from './dashboard-board';
import { agencyOptionsFixture, FIXTURE_TODAY, projectOptionsFixture } from './dashboard.fixtures';
import { DashboardStoryFrame, type FakeMode } from './dashboard.story-kit';

/** The scripted environment of `parameters.dashboard` (data, empty, error, loading). */
const withFakeDashboard: Decorator = (Story, context) => {
  const mode: FakeMode = context.parameters.dashboard ?? 'data';
  return (
    <DashboardStoryFrame mode={mode}>
      <Box p={{ base: '4', md: '6' }}>
        <Story />
      </Box>
    </DashboardStoryFrame>
  );
};

const meta = {
  title: 'Dashboard/Página',
  component: DashboardBoard,
  args: {
    unscoped: true,
    projects: projectOptionsFixture,
    agencies: agencyOptionsFixture,
    today: FIXTURE_TODAY,
  },
  parameters: { route: '/home', dashboard: 'data' },
  decorators: [withFakeDashboard],
} satisfies Meta<typeof DashboardBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Admin's dashboard: agency filter and the platform-wide contact forms. */
export const Admin: Story = {};
/** A RealstateAdmin's: no agency filter, contacts of project forms only. */
export const RealstateAdmin: Story = { args: { unscoped: false } };
export const Loading: Story = { parameters: { dashboard: 'loading' } };
export const Empty: Story = { parameters: { dashboard: 'empty' } };
export const Failed: Story = { parameters: { dashboard: 'error' } };
/** A one-day range: one point per chart. */
export const OnePoint: Story = {
  parameters: { route: '/home?periodo=rango&desde=14-03-2025&hasta=14-03-2025' },
};
/** A year of days (365 buckets) on the date charts. */
export const YearOfDays: Story = {
  args: { today: '2025-12-31' },
  parameters: { route: '/home?periodo=anio' },
};
/** Over 400 days the server answers by month. */
export const ByMonth: Story = {
  parameters: { route: '/home?periodo=rango&desde=01-01-2023&hasta=15-03-2025' },
};
export const OneProject: Story = { parameters: { route: '/home?proyecto=5&periodo=mes' } };
export const Dark: Story = { parameters: { layoutPrefs: { skin: 'dark' } } };
export const Bordered: Story = { parameters: { layoutPrefs: { skin: 'bordered' } } };
export const SemiDark: Story = {
  parameters: { layoutPrefs: { skin: 'semi-dark', layout: 'vertical' } },
};
/** A tablet: one chart per row. */
export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };
