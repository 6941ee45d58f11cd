import type { Meta, StoryObj } from '@storybook/react-vite';
import { exportJob } from '../../components/export-job/export-job.fixtures';
import { ExportWalk, steps, type ExportScript } from './export-request-form.story-kit';

// Every state of the export-job machine on the real «Nueva exportación» form: each story's play
// function presses «Exportar» (and «Descargar») as a user would, and a scripted server answers.
const meta = {
  title: 'Exportaciones/Nueva exportación — estados',
  component: ExportWalk,
} satisfies Meta<typeof ExportWalk>;

export default meta;
type Story = StoryObj<typeof meta>;

// One job of booking requests, as the server reports it while it writes the file.
const ID = 'c3a1e0d2-0101-4b7e-9a51-2f0c7d1e9b01';
const at = (second: number) => new Date(Date.UTC(2025, 2, 14, 16, 5, second)).toISOString();
const queued = exportJob({ id: ID, updated_at: at(0) });
const running = (progress: number, second: number) =>
  exportJob({ id: ID, status: 'running', progress, updated_at: at(second) });
const ready = exportJob({
  id: ID,
  status: 'ready',
  progress: 100,
  file_name: 'Solicitud de Reservas 2025-03-14.xlsx',
  download_url: `/api/exports/${ID}/download?token=firma`,
  updated_at: at(9),
});
const renewed = {
  ...ready,
  download_url: `/api/exports/${ID}/download?token=nueva`,
  updated_at: at(30),
};
const failed = exportJob({
  id: ID,
  status: 'failed',
  error: 'No se pudo generar el archivo: el almacenamiento no respondió. Inténtalo de nuevo.',
  updated_at: at(12),
});

const requested = (reads: Omit<ExportScript, 'request'>) => ({
  args: { script: { request: queued, ...reads } },
  play: steps.request,
});
const downloaded = (downloads: ExportScript['downloads']) => ({
  args: { script: { request: queued, reads: [ready, renewed], downloads } },
  play: async () => {
    await steps.request();
    await steps.download();
  },
});

export const PorSolicitar: Story = { name: 'Por solicitar' };

export const Solicitando: Story = {
  name: 'Solicitando',
  args: { script: { request: 'wait' } },
  play: steps.request,
};

/** The server refused the request: its reason, and «Reintentar» asks again. */
export const SolicitudRechazada: Story = {
  name: 'Solicitud rechazada',
  args: {
    script: { request: { refuse: 'No tienes acceso al proyecto Condominio Parque Los Aromos.' } },
  },
  play: steps.request,
};

export const EnCola: Story = { name: 'En cola', ...requested({ reads: [queued] }) };

export const Generando: Story = {
  name: 'Generando con avance',
  ...requested({ reads: [running(45, 4)] }),
};

export const Lista: Story = {
  name: 'Lista para descargar',
  ...requested({ reads: [running(45, 4), ready] }),
};

export const FalloEnElServidor: Story = {
  name: 'Falló en el servidor',
  ...requested({ reads: [failed] }),
};

/** The job vanished (it expired or was removed) while it was followed. */
export const Vencida: Story = { name: 'Vencida o eliminada', ...requested({ reads: [null] }) };

export const Descargando: Story = { name: 'Descargando', ...downloaded(['wait']) };

export const Descargada: Story = { name: 'Descargada', ...downloaded(['saved']) };

/** The signed link expired: the job is read again for a new link, and the download goes on. */
export const EnlaceRenovado: Story = {
  name: 'Enlace vencido y renovado',
  ...downloaded(['expired', 'saved']),
};

/** The renewed link is refused too: the machine says so once instead of retrying forever. */
export const EnlaceVencido: Story = {
  name: 'Enlace vencido',
  ...downloaded(['expired', 'expired']),
};

export const DescargaFallida: Story = {
  name: 'Descarga fallida',
  ...downloaded([
    { fail: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.' },
  ]),
};

/** The whole walk, slowly: queued, writing with its progress, then ready to download. */
export const Recorrido: Story = {
  name: 'Recorrido completo',
  ...requested({
    reads: [queued, running(10, 2), running(45, 4), running(80, 6), ready],
    readEveryMs: 1_500,
  }),
};
