import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { failedJob, queuedJob, readyJob, runningJob } from './export-job.fixtures';
import { ExportButtonStory, WAIT } from './export-job.story-kit';
import { ExportButton } from './export-button';

// The export button in every state of its machine (the real machine over a fake environment).
const meta = {
  title: 'Components/ExportButton',
  component: ExportButtonStory,
  subcomponents: { ExportButton },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** un botón que exporta a Excel: pide el archivo, sigue el trabajo en vivo (en cola, en curso con su avance) y lo descarga cuando está listo.',
          '**No lo uses para** descargas inmediatas de un archivo que ya existe (usa un enlace) ni exportaciones sin trabajo en el servidor.',
        ].join('\n\n'),
      },
    },
  },
  args: { label: 'Exportar' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ExportButtonStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Requesting: Story = {
  args: { script: { request: WAIT }, events: [{ type: 'export.requested' }] },
};
export const Queued: Story = { args: { job: queuedJob } };
export const Running: Story = { args: { job: runningJob } };
export const Ready: Story = { args: { job: readyJob } };
export const Downloading: Story = {
  args: { job: readyJob, script: { download: WAIT }, events: [{ type: 'download.requested' }] },
};
export const Downloaded: Story = {
  args: {
    job: readyJob,
    script: { download: { value: undefined } },
    events: [{ type: 'download.requested' }],
  },
};
/** The job failed on the server: its Spanish reason and a retry that requests it again. */
export const Failed: Story = { args: { job: failedJob } };
/** The request itself was refused. */
export const RequestRefused: Story = {
  args: {
    script: { request: { fail: 'No tienes acceso al proyecto Condominio Parque Los Aromos.' } },
    events: [{ type: 'export.requested' }],
  },
};
/** The download failed (the network dropped): downloading again is offered. */
export const DownloadFailed: Story = {
  args: {
    job: readyJob,
    script: { download: { fail: 'No pudimos conectar con el servidor.' } },
    events: [{ type: 'download.requested' }],
  },
};
/** After a reload: the job is read again by id. */
export const Recovering: Story = { args: { jobId: runningJob.id, script: { readJob: WAIT } } };
export const RecoveryFailed: Story = {
  args: { jobId: runningJob.id, script: { readJob: { fail: 'sin red' } } },
};
/** A long label wraps nothing: the button grows. */
export const LongLabel: Story = { args: { label: 'Exportar solicitudes de reserva filtradas' } };
