// One export-job actor for a component's lifetime, wired to the environment (real or fake). The
// request may change between renders (new filters): the actor always calls the latest one.
import { useEffect, useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { createExportJobActors } from '../../../machines/exports/exports.actors';
import { exportJobMachine } from '../../../machines/exports/exports.machine';
import type { ExportJob, ExportJobInput } from '../../../machines/exports/exports.types';
import { useExportJobEnvironment } from './export-job-environment';

export interface UseExportJobOptions extends ExportJobInput {
  /** Requests the export (one request…File mutation); absent: the job cannot be requested again. */
  request?: () => Promise<ExportJob>;
  /** Toast when the job becomes ready (the button does; the panel's rows do not). */
  notify?: boolean;
}

export function useExportJob({ request, notify = false, job, jobId }: UseExportJobOptions) {
  const environment = useExportJobEnvironment();
  const requestRef = useRef(request);
  useEffect(() => {
    requestRef.current = request;
  }, [request]);
  const repeatable = request !== undefined;
  // Built once: useActorRef keeps the logic of its first render.
  const [logic] = useState(() =>
    exportJobMachine.provide({
      actors: createExportJobActors({
        ...environment,
        request: repeatable
          ? () => {
              const current = requestRef.current;
              return current
                ? current()
                : Promise.reject(new Error('Sin solicitud de exportación.'));
            }
          : undefined,
      }),
      actions: notify ? { notifyReady: (_, params) => environment.notifyReady(params.job) } : {},
    }),
  );
  return useActorRef(logic, { input: { job, jobId } });
}
