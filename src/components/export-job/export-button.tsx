// A button that exports: requests one request…File mutation, follows the job live and downloads
// the file when it is ready (ARCHITECTURE §6, the export-job machine).
import type { ExportJob } from '../../../machines/exports/exports.types';
import { ExportJobControl } from './export-job-control';
import { useExportJob } from './use-export-job';

export interface ExportButtonProps {
  /** The button's text before requesting ("Exportar"). */
  label?: string;
  /** Calls one request…File mutation and answers the job it returns. */
  request: () => Promise<ExportJob>;
  /** Follow a job requested earlier instead of starting idle (e.g. after a reload). */
  jobId?: string;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

export function ExportButton({ label, request, jobId, disabled, size }: ExportButtonProps) {
  const actor = useExportJob({ request, jobId, notify: true });
  return <ExportJobControl actor={actor} label={label} disabled={disabled} size={size} />;
}
