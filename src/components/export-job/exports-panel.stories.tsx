import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { failedJob, jobsInEveryState } from './export-job.fixtures';
import { WithExportEnvironment } from './export-job.story-kit';
import { ExportsPanelView } from './exports-panel-view';

const onReload: () => void = fn();
const retry = () => Promise.resolve();

// The panel's rows run the real export-job machine over a fake environment (no server).
const meta = {
  title: 'Components/ExportsPanel',
  component: ExportsPanelView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el panel «Exportaciones»: los trabajos de la persona con su estado, el avance, la descarga y el reintento de uno fallido, al día por la suscripción.',
          '**No lo uses para** mostrar el avance de una sola exportación junto a su botón (eso ya lo hace `ExportButton`).',
        ].join('\n\n'),
      },
    },
  },
  args: { jobs: jobsInEveryState, loading: false, error: null, onReload },
  decorators: [
    (Story) => (
      <WithExportEnvironment>
        <Box p="6" maxW="5xl">
          <Story />
        </Box>
      </WithExportEnvironment>
    ),
  ],
} satisfies Meta<typeof ExportsPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Queued, running at 45 %, ready, failed, an import's error sheet and a contacts file. */
export const SeveralJobs: Story = {};
/** The failed job's filters are known (requested on this page): it can be retried. */
export const FailedWithRetry: Story = {
  args: {
    jobs: [failedJob],
    retryFor: (job: ExportJob) => (job.id === failedJob.id ? retry : undefined),
  },
};
export const Empty: Story = { args: { jobs: [] } };
export const Loading: Story = { args: { jobs: null, loading: true } };
export const LoadFailed: Story = {
  args: {
    jobs: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};
