// Route /exports ("Exportaciones"): request an export among those the role may request, and follow
// every recent job of the viewer. The requests made here are remembered for this visit, so a job
// of theirs that failed can be requested again with the same filters.
import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AgencyOptionsDocument,
  ProjectsRelatedToMeDocument,
} from '../../../graphql/generated/client/graphql';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { ExportsPanel } from '../../components/export-job/exports-panel';
import { useViewer } from '../../lib/auth';
import { execute } from '../../lib/network/execute';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { kindOf, requestableKinds } from './export-catalog';
import type { ExportRequestValues } from './export-request.schema';
import { ExportsView } from './exports-view';

type Request = () => Promise<ExportJob>;
const LOOKUP = { staleTime: 5 * 60_000 } as const;

export function ExportsPage() {
  const viewer = useViewer();
  const subject = viewer?.subject ?? null;
  const kinds = useMemo(() => (subject ? requestableKinds(subject) : null), [subject]);
  const needs = (filter: 'project' | 'agency') =>
    kinds?.some((kind) => kind.filters.includes(filter)) ?? false;
  const projects = useTypedQuery(
    ProjectsRelatedToMeDocument,
    {},
    { ...LOOKUP, enabled: needs('project') },
  );
  const agencies = useTypedQuery(
    AgencyOptionsDocument,
    {},
    { ...LOOKUP, enabled: needs('agency') },
  );

  const queryClient = useQueryClient();
  const [requests, setRequests] = useState<ReadonlyMap<string, Request>>(new Map());
  const onRequest = useCallback(
    (values: ExportRequestValues) => {
      const kind = kindOf(values.type);
      if (!kind) return Promise.reject(new Error('Elige qué quieres exportar.'));
      const run: Request = () =>
        kind.request(execute, values).then((job) => {
          setRequests((known) => new Map(known).set(job.id, run));
          // The panel lists it at once, whether or not the socket is up.
          void invalidateForRecord(queryClient, 'export_job');
          return job;
        });
      return run();
    },
    [queryClient],
  );
  const retryFor = useCallback((job: ExportJob) => requests.get(job.id), [requests]);

  return (
    <ExportsView
      kinds={kinds}
      projects={(projects.data?.projectsrelatedtome ?? []).map(({ id, name }) => ({
        value: id,
        label: name,
      }))}
      agencies={(agencies.data?.realstateagenciesnopagination ?? []).map(({ id, name }) => ({
        value: id,
        label: name,
      }))}
      onRequest={onRequest}
      panel={<ExportsPanel retryFor={retryFor} />}
    />
  );
}
