import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { jobsInEveryState, queuedJob } from '../../components/export-job/export-job.fixtures';
import { WithExportEnvironment } from '../../components/export-job/export-job.story-kit';
import { ExportsPanelView } from '../../components/export-job/exports-panel-view';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { subject } from '../../shared/access/test-subjects';
import { requestableKinds } from './export-catalog';
import type { ExportRequestValues } from './export-request.schema';
import { ExportsView } from './exports-view';

const onRequest: (values: ExportRequestValues) => Promise<ExportJob> = fn(() =>
  Promise.resolve(queuedJob),
);

const PROJECTS = [
  { value: '1', label: 'Condominio Parque Los Aromos' },
  { value: '2', label: 'Edificio Mirador del Maipo' },
  { value: '3', label: 'Villa Los Cerezos de Talca' },
];
const AGENCIES = [
  { value: '1', label: 'Inmobiliaria Los Andes' },
  { value: '2', label: 'Pacífico Sur Propiedades' },
];

const meta = {
  title: 'Exportaciones/Página',
  component: ExportsView,
  args: {
    kinds: requestableKinds(subject('Admin')),
    projects: PROJECTS,
    agencies: AGENCIES,
    onRequest,
    panel: <ExportsPanelView jobs={jobsInEveryState} loading={false} error={null} />,
  },
  decorators: [
    (Story) => (
      <WithExportEnvironment>
        <Box p="6">
          <Story />
        </Box>
      </WithExportEnvironment>
    ),
  ],
} satisfies Meta<typeof ExportsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin may request every export; the panel holds jobs in every state. */
export const Admin: Story = {};
/** A pre-approval user may only export pre-approvals. */
export const PreapprovalUser: Story = {
  args: {
    kinds: requestableKinds(subject('PreapprovalUser')),
    panel: <ExportsPanelView jobs={[]} loading={false} error={null} />,
  },
};
/** Contacts by date: the range is checked as the user types. */
export const WrongDates: Story = {
  args: {
    initialValues: { type: 'contacts_newsletter', date_from: '31-02-2025', date_to: '' },
  },
};
export const InvertedRange: Story = {
  args: {
    initialValues: { type: 'quotations', date_from: '14-03-2025', date_to: '01-03-2025' },
  },
};
export const LoadingProfile: Story = {
  args: {
    kinds: null,
    panel: <ExportsPanelView jobs={null} loading error={null} />,
  },
};
export const NothingToExport: Story = { args: { kinds: [] } };
