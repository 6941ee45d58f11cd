// Route /projects/{id}/availability: one request draws the chosen tower (kept in the URL). The
// selection belongs to one tower; the grouped toolbar runs the list's own grouped flow (asked
// above its threshold, «Deshacer» in its toast), with the grid's cells patched in place. Changes
// made elsewhere arrive through the recordChanged path every list follows (unitsGrid is among
// the root fields a unit, booking or promise change refreshes).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import {
  UnitsGridDocument,
  type UnitsGridQuery,
} from '../../../../graphql/generated/client/graphql';
import { errorMessage } from '../../../lib/network/errors';
import { queryKeyFor } from '../../../lib/query-client';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { useUrlState } from '../../../lib/react/use-url-state';
import { GroupedConfirm } from '../list/grouped-confirm';
import type { GroupedAction } from '../list/grouped-toolbar';
import { useGroupedUnits } from '../list/use-grouped-units';
import { gridVariables, NO_TOWER } from './availability-prefetch';
import { AvailabilityView } from './availability-view';
import { floorsOf, stateCounts, withFlags } from './grid-layout';
import { towerLabel } from './grid-texts';

const EMPTY: ReadonlySet<string> = new Set();

export function AvailabilityPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const [params, setParams] = useUrlState();
  const client = useQueryClient();
  const asked = params['tower'];
  const variables = gridVariables(id, asked);
  const query = useTypedQuery(UnitsGridDocument, variables);
  const grid = query.data?.unitsGrid ?? null;
  const tower = grid?.tower ?? variables.tower ?? '';

  const [selection, setSelection] = useState({ tower, ids: EMPTY });
  const selected = selection.tower === tower ? selection.ids : EMPTY;
  const setSelected = (ids: ReadonlySet<string>) => setSelection({ tower, ids });

  const grouped = useGroupedUnits(
    (_kind, ids, { visible, bookeable, promisable }) => {
      const patch = { visible, bookeable, promisable };
      if (visible === undefined && bookeable === undefined && promisable === undefined) return;
      client.setQueryData<UnitsGridQuery>(queryKeyFor(UnitsGridDocument, variables), (old) =>
        old
          ? {
              unitsGrid: {
                ...old.unitsGrid,
                homes: old.unitsGrid.homes.map((home) =>
                  ids.has(home.id) ? withFlags(home, patch) : home,
                ),
              },
            }
          : old,
      );
    },
    () => setSelected(EMPTY),
  );
  const homes = grid?.homes ?? null;
  const onGroupedAction = (action: GroupedAction) =>
    grouped.request('property', [...selected], action, homes ?? []);
  // The picture is made when it is asked for, not on every draw; its code loads with the click.
  const exportPng = () => {
    if (!homes || !grid) return;
    const picture = {
      title: `${grid.project_name} · ${towerLabel(grid.tower)}`,
      floors: floorsOf(homes),
      counts: stateCounts(homes),
    };
    void import('./grid-png').then(({ downloadGridPng }) =>
      downloadGridPng(picture, `grilla-${id}-${grid.tower || 'sin-torre'}`),
    );
  };

  const asking = grouped.asking;
  return (
    <>
      <AvailabilityView
        projectId={id}
        projectName={grid?.project_name ?? null}
        towers={grid?.towers ?? []}
        tower={tower}
        homes={query.isPending ? null : homes}
        error={query.error ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        onTowerChange={(next) => setParams({ tower: next === '' ? NO_TOWER : next })}
        selected={selected}
        onSelectionChange={setSelected}
        running={grouped.running}
        onGroupedAction={onGroupedAction}
        onOpen={(home) => navigate(`/properties/${home}/details`)}
        onPrint={() => window.print()}
        onExportPng={exportPng}
      />
      <GroupedConfirm
        question={
          asking ? { kind: asking.kind, count: asking.ids.length, action: asking.action } : null
        }
        busy={grouped.running !== null}
        onCancel={grouped.cancel}
        onConfirm={grouped.confirm}
      />
    </>
  );
}
