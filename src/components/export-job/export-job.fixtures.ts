// Export jobs of a Santiago agency's week, for stories and tests: one of each type and state.
import type { ExportJob } from '../../../machines/exports/exports.types';

const at = (iso: string) => new Date(iso).toISOString();

export function exportJob(overrides: Partial<ExportJob> & Pick<ExportJob, 'id'>): ExportJob {
  return {
    type: 'booking_requests',
    status: 'queued',
    progress: 0,
    file_name: null,
    download_url: null,
    error: null,
    created_at: at('2025-03-14T16:05:00Z'),
    updated_at: at('2025-03-14T16:05:00Z'),
    ...overrides,
  };
}

export const queuedJob = exportJob({ id: 'c3a1e0d2-0001-4b7e-9a51-2f0c7d1e9a01' });

export const runningJob = exportJob({
  id: 'c3a1e0d2-0002-4b7e-9a51-2f0c7d1e9a02',
  type: 'quotations',
  status: 'running',
  progress: 45,
  created_at: at('2025-03-14T15:58:00Z'),
  updated_at: at('2025-03-14T16:04:30Z'),
});

export const readyJob = exportJob({
  id: 'c3a1e0d2-0003-4b7e-9a51-2f0c7d1e9a03',
  type: 'booking_requests',
  status: 'ready',
  progress: 100,
  file_name: 'Solicitud de Reservas 2025-03-14.xlsx',
  download_url: '/api/exports/c3a1e0d2-0003-4b7e-9a51-2f0c7d1e9a03/download?token=firma',
  created_at: at('2025-03-14T13:20:00Z'),
  updated_at: at('2025-03-14T13:20:09Z'),
});

export const failedJob = exportJob({
  id: 'c3a1e0d2-0004-4b7e-9a51-2f0c7d1e9a04',
  type: 'promise_orders',
  status: 'failed',
  error: 'No se pudo generar el archivo: el almacenamiento no respondió. Inténtalo de nuevo.',
  created_at: at('2025-03-13T21:47:00Z'),
  updated_at: at('2025-03-13T21:47:40Z'),
});

export const importErrorsJob = exportJob({
  id: 'c3a1e0d2-0005-4b7e-9a51-2f0c7d1e9a05',
  type: 'units_import_errors',
  status: 'ready',
  progress: 100,
  file_name: 'Errores Condominio Parque Los Aromos 2025-03-12.xlsx',
  download_url: '/api/exports/c3a1e0d2-0005-4b7e-9a51-2f0c7d1e9a05/download?token=firma',
  created_at: at('2025-03-12T12:10:00Z'),
  updated_at: at('2025-03-12T12:10:02Z'),
});

export const contactsJob = exportJob({
  id: 'c3a1e0d2-0006-4b7e-9a51-2f0c7d1e9a06',
  type: 'contacts_form_home_section',
  status: 'ready',
  progress: 100,
  file_name: 'Contactos Formulario de Inicio 2025-03-11.xlsx',
  download_url: '/api/exports/c3a1e0d2-0006-4b7e-9a51-2f0c7d1e9a06/download?token=firma',
  created_at: at('2025-03-11T09:02:00Z'),
  updated_at: at('2025-03-11T09:02:05Z'),
});

/** Newest first, as exportJobs answers. */
export const jobsInEveryState: readonly ExportJob[] = [
  queuedJob,
  runningJob,
  readyJob,
  failedJob,
  importErrorsJob,
  contactsJob,
];
