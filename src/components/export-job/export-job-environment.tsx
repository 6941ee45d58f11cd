// What every export-job machine of the UI runs with: the executor, the realtime channel, the file
// download and the "ready" toast. Real by default; stories and tests provide fakes through
// ExportJobEnvironmentProvider.
import { createContext, useContext, type ReactNode } from 'react';
import type { ExportJob, ExportJobDeps } from '../../../machines/exports/exports.types';
import { errorMessage } from '../../lib/network/errors';
import { execute } from '../../lib/network/execute';
import { realtimeChannel } from '../../lib/realtime-channel';
import { toaster } from '../toaster';
import { ExportDownloadError, downloadExport } from './download-export';
import { exportTypeLabel } from './export-job-labels';

export interface ExportJobEnvironment extends Omit<ExportJobDeps, 'request'> {
  /** Tells the user a job they requested is ready. */
  notifyReady(job: ExportJob | null): void;
}

export const browserExportEnvironment: ExportJobEnvironment = {
  execute,
  subscribe: (document, variables, sink) => realtimeChannel.subscribe(document, variables, sink),
  download: downloadExport,
  describeError: (error) =>
    error instanceof ExportDownloadError ? error.message : errorMessage(error),
  notifyReady: (job) =>
    void toaster.create({
      type: 'success',
      title: 'Tu exportación está lista',
      description: job ? `${exportTypeLabel(job.type)}: ${job.file_name ?? ''}` : undefined,
    }),
};

const EnvironmentContext = createContext<ExportJobEnvironment>(browserExportEnvironment);

export function ExportJobEnvironmentProvider({
  value,
  children,
}: {
  value: ExportJobEnvironment;
  children: ReactNode;
}) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useExportJobEnvironment(): ExportJobEnvironment {
  return useContext(EnvironmentContext);
}
