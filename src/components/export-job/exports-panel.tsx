// The "Exportaciones" panel with its data: the viewer's jobs (exportJobs), kept current by the
// exportJobUpdated subscription: a job new to the list refetches it, a known one is updated in
// place in the cache.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ExportJobUpdatedDocument,
  ExportJobsDocument,
  type ExportJobsQuery,
} from '../../../graphql/generated/client/graphql';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { errorMessage } from '../../lib/network/errors';
import { queryKeyFor } from '../../lib/query-client';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { useExportJobEnvironment } from './export-job-environment';
import { ExportsPanelView } from './exports-panel-view';

export interface ExportsPanelProps {
  limit?: number;
  retryFor?(job: ExportJob): (() => Promise<unknown>) | undefined;
}

export function ExportsPanel({ limit = 20, retryFor }: ExportsPanelProps) {
  const variables = { limit };
  const list = useTypedQuery(ExportJobsDocument, variables, { staleTime: 0 });
  useLiveJobs(limit);
  return (
    <ExportsPanelView
      jobs={list.data?.exportJobs ?? null}
      loading={list.isFetching}
      error={list.isError && !list.data ? errorMessage(list.error) : null}
      onReload={() => void list.refetch()}
      retryFor={retryFor}
    />
  );
}

function useLiveJobs(limit: number) {
  const queryClient = useQueryClient();
  const { subscribe } = useExportJobEnvironment();
  useEffect(() => {
    const key = queryKeyFor(ExportJobsDocument, { limit });
    return subscribe(
      ExportJobUpdatedDocument,
      {},
      {
        next: ({ exportJobUpdated: job }) => {
          const current = queryClient.getQueryData<ExportJobsQuery>(key);
          if (!current?.exportJobs.some((known) => known.id === job.id)) {
            void invalidateForRecord(queryClient, 'export_job');
            return;
          }
          queryClient.setQueryData<ExportJobsQuery>(key, {
            exportJobs: current.exportJobs.map((known) => (known.id === job.id ? job : known)),
          });
        },
      },
    );
  }, [queryClient, subscribe, limit]);
}
