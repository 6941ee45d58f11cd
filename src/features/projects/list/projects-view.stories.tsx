import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { ProjectsView, type ProjectsViewProps } from './projects-view';
import {
  agencyOptionsFixture,
  emptyProjectPage,
  projectOptionsFixture,
  projectPageFixture,
  projectRowsFixture,
} from './projects.fixtures';

const onPageChange: ProjectsViewProps['onPageChange'] = fn();
const onVisibleChange: ProjectsViewProps['onVisibleChange'] = fn();
const onImportantChange: ProjectsViewProps['onImportantChange'] = fn();
const onRemove: ProjectsViewProps['onRemove'] = fn();
const onRetry: NonNullable<ProjectsViewProps['onRetry']> = fn();
const onFilterChange: ProjectsViewProps['filters']['onChange'] = fn();
const onExport: NonNullable<ProjectsViewProps['onExport']> = fn();

const adminFilters: ProjectsViewProps['filters'] = {
  value: { agency: '', projectIds: [] },
  onChange: onFilterChange,
  showAgency: true,
  agencies: agencyOptionsFixture,
  projects: projectOptionsFixture,
};

const meta = {
  title: 'Proyectos/Lista',
  component: ProjectsView,
  args: {
    page: projectPageFixture,
    loading: false,
    error: null,
    busyIds: new Set<string>(),
    canManage: true,
    isAdmin: true,
    filters: adminFilters,
    onPageChange,
    onVisibleChange,
    onImportantChange,
    onRemove,
    onRetry,
    onExport,
  },
  parameters: { route: '/projects' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProjectsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminPage: Story = {};

export const RealstateAdminView: Story = {
  args: {
    isAdmin: false,
    page: { ...projectPageFixture, data: projectRowsFixture.slice(0, 3), total: 3, to: 3 },
    filters: { ...adminFilters, showAgency: false, projects: projectOptionsFixture.slice(0, 3) },
  },
};

export const RealstateUserView: Story = {
  args: {
    isAdmin: false,
    canManage: false,
    page: { ...projectPageFixture, data: projectRowsFixture.slice(0, 3), total: 3, to: 3 },
    filters: { ...adminFilters, showAgency: false, projects: projectOptionsFixture.slice(0, 3) },
  },
};

export const Loading: Story = { args: { page: null, loading: true } };

export const Empty: Story = { args: { page: emptyProjectPage } };

export const FilteredEmpty: Story = {
  args: {
    page: emptyProjectPage,
    filters: { ...adminFilters, value: { agency: '3', projectIds: [] } },
  },
};

export const Failed: Story = {
  args: {
    page: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const SavingFlag: Story = { args: { busyIds: new Set(['2']) } };

/** Proyectos.xlsx on its way: the button waits, disabled. */
export const Exporting: Story = { args: { exporting: true } };
