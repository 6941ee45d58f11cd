// Route /agencies: the page number lives in the URL; flags save at once and replace the row in
// the cached page (spec §7: lists update local state). Hiding asks first: the agency's projects
// leave the public site.
import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  AgenciesDocument,
  DeleteAgencyDocument,
  EditRealstateAgencyImportantDocument,
  type AgenciesQuery,
} from '../../../graphql/generated/client/graphql';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/network/errors';
import { queryKeyFor } from '../../lib/query-client';
import { useTypedMutation, useTypedQuery } from '../../lib/react/use-typed-query';
import { readPage, useUrlState } from '../../lib/react/use-url-state';
import { sortVariable, useUrlSort } from '../../components/data-table/use-url-sort';
import { AgenciesView } from './agencies-view';
import type { AgencyRow } from './agencies.types';
import { SavedViewsScope } from '../../components/saved-views/saved-views-scope';

const hidingText = (count: number) =>
  `${
    count === 0
      ? 'Dejará de aparecer en el sitio público.'
      : `Ella y ${count === 1 ? 'su proyecto' : `sus ${count} proyectos`} dejarán de aparecer en el sitio público.`
  } Nada se borra: sus proyectos, cotizaciones y pagos se conservan aquí y puedes volver a mostrarla cuando quieras.`;

export function AgenciesPage() {
  const client = useQueryClient();
  const [params, setParams] = useUrlState();
  const page = readPage(params['page']);
  const sort = useUrlSort();
  const variables = { page, ...sortVariable(sort) };
  const list = useTypedQuery(AgenciesDocument, variables, { placeholderData: keepPreviousData });
  const [hiding, setHiding] = useState<AgencyRow | null>(null);

  const patchRow = useCallback(
    (id: string, patch: Partial<AgencyRow>) =>
      client.setQueryData<AgenciesQuery>(queryKeyFor(AgenciesDocument, { page }), (old) =>
        old
          ? {
              realstateagencies: {
                ...old.realstateagencies,
                data: old.realstateagencies.data.map((row) =>
                  row.id === id ? { ...row, ...patch } : row,
                ),
              },
            }
          : old,
      ),
    [client, page],
  );
  const failed = (failure: unknown) =>
    toaster.create({
      type: 'error',
      title: 'No se pudo guardar el cambio.',
      description: errorMessage(failure),
    });

  const important = useTypedMutation(EditRealstateAgencyImportantDocument, {
    onSuccess: ({ editRealstateAgencyImportant: saved }) => {
      patchRow(saved.id, { important: saved.important });
      toaster.create({
        type: 'success',
        title: saved.important ? 'Inmobiliaria destacada.' : 'Ya no está destacada.',
      });
    },
    onError: failed,
  });
  const visibility = useTypedMutation(DeleteAgencyDocument, {
    onSuccess: ({ deleteAgency: saved }) => {
      patchRow(saved.id, { visible: saved.visible });
      toaster.create({
        type: 'success',
        title: saved.visible ? 'Inmobiliaria visible.' : 'Inmobiliaria oculta.',
      });
    },
    onError: failed,
    onSettled: () => setHiding(null),
  });

  const busyIds = useMemo(() => {
    const ids = new Set<string>();
    if (important.isPending && important.variables) ids.add(String(important.variables.agency_id));
    if (visibility.isPending && visibility.variables) ids.add(String(visibility.variables.id));
    return ids;
  }, [important.isPending, important.variables, visibility.isPending, visibility.variables]);

  const { mutate: setImportant } = important;
  const { mutate: setVisibility } = visibility;
  const onImportantChange = useCallback(
    (agency: AgencyRow, next: boolean) => setImportant({ agency_id: agency.id, important: next }),
    [setImportant],
  );
  const onVisibleChange = useCallback(
    (agency: AgencyRow, next: boolean) =>
      next ? setVisibility({ id: agency.id, visibility: true }) : setHiding(agency),
    [setVisibility],
  );

  return (
    <SavedViewsScope list="agencies">
      <>
        <AgenciesView
          page={list.data?.realstateagencies ?? null}
          loading={list.isFetching}
          error={list.error ? errorMessage(list.error) : null}
          onRetry={() => void list.refetch()}
          onPageChange={(next) => setParams({ page: next === 1 ? null : next })}
          sort={sort}
          busyIds={busyIds}
          onImportantChange={onImportantChange}
          onVisibleChange={onVisibleChange}
        />
        <ConfirmDialog
          open={hiding !== null}
          title={`¿Ocultar «${hiding?.name ?? ''}»?`}
          description={hidingText(hiding?.projects.length ?? 0)}
          confirmLabel="Ocultar inmobiliaria"
          tone="danger"
          busy={visibility.isPending}
          onCancel={() => setHiding(null)}
          onConfirm={() => hiding && setVisibility({ id: hiding.id, visibility: false })}
        />
      </>
    </SavedViewsScope>
  );
}
