// Spanish words for export jobs: what each type exports, and what each moment of the export-job
// machine is called on screen.
import type { SnapshotFrom } from 'xstate';
import type { ExportJobMachine } from '../../../machines/exports/exports.machine';

/** graphql/schema/exports.graphql `ExportJob.type` → what the file holds. */
export const EXPORT_TYPE_LABELS: Readonly<Record<string, string>> = {
  booking_requests: 'Solicitudes de reserva',
  booking_orders: 'Pagos de reservas',
  promise_requests: 'Solicitudes de promesa',
  promise_orders: 'Pagos de promesas',
  preapprovals: 'Preaprobaciones',
  prospects: 'Negocios',
  quotations: 'Cotizaciones',
  contacts: 'Contactos',
  contacts_newsletter: 'Contactos del newsletter',
  contacts_enterprise: 'Contactos de empresas',
  contacts_form_section: 'Contactos del formulario de sección',
  contacts_form_home_section: 'Contactos del formulario de inicio',
  units_import_errors: 'Errores de importación',
};

export const exportTypeLabel = (type: string): string => EXPORT_TYPE_LABELS[type] ?? type;

/** One name per state of the machine the UI distinguishes. */
export type ExportPhase =
  | 'idle'
  | 'requesting'
  | 'recovering'
  | 'recoveryFailed'
  | 'queued'
  | 'running'
  | 'ready'
  | 'downloading'
  | 'downloadFailed'
  | 'downloaded'
  | 'failed';

export type ExportJobSnapshot = SnapshotFrom<ExportJobMachine>;

// The machine's top-level states that the UI names as they are.
const PHASES = [
  'idle',
  'requesting',
  'recovering',
  'recoveryFailed',
  'ready',
  'downloading',
  'downloadFailed',
  'downloaded',
  'failed',
] as const satisfies readonly ExportPhase[];

export function phaseOf(snapshot: ExportJobSnapshot): ExportPhase {
  if (snapshot.matches({ tracking: 'running' })) return 'running';
  if (snapshot.matches('tracking')) return 'queued';
  // starting and routing pass at once: a settled snapshot is always in one of these.
  return PHASES.find((phase) => snapshot.matches(phase)) ?? 'idle';
}

/** The status badge of a job in the panel: label and colour. */
export const PHASE_BADGES: Readonly<Record<ExportPhase, { label: string; palette: string }>> = {
  idle: { label: 'Sin solicitar', palette: 'gray' },
  requesting: { label: 'Solicitando', palette: 'gray' },
  recovering: { label: 'Consultando', palette: 'gray' },
  recoveryFailed: { label: 'Sin conexión', palette: 'warning' },
  queued: { label: 'En cola', palette: 'gray' },
  running: { label: 'Generando', palette: 'secondary' },
  ready: { label: 'Lista', palette: 'success' },
  downloading: { label: 'Descargando', palette: 'success' },
  downloadFailed: { label: 'Lista', palette: 'success' },
  downloaded: { label: 'Descargada', palette: 'success' },
  failed: { label: 'Falló', palette: 'danger' },
};

/** 'Generando 45 %' (es-CL writes a space before the percent sign). */
export const progressLabel = (progress: number) =>
  `Generando ${Math.max(0, Math.min(100, Math.round(progress)))} %`;
