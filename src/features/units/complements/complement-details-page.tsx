// Routes /warehouses/{id}/details and /parkinglots/{id}/details. A flag flips at once, is saved
// alone (editWarehouse / editParkinglot) and flips back with a toast if the server refuses; once
// saved, the toast offers «Deshacer» (flag-undo.ts), which saves the previous value the same way.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Redirect, useParams } from 'wouter';
import {
  EditParkinglotDocument,
  EditWarehouseDocument,
  ParkingLotDocument,
  WarehouseDocument,
  type ParkingLotQuery,
  type WarehouseQuery,
} from '../../../../graphql/generated/client/graphql';
import { FormAlert } from '../../../components/form-alert';
import { toaster } from '../../../components/toaster';
import { executeOperation } from '../../../lib/network/execute';
import { errorMessage } from '../../../lib/network/errors';
import { isNotFound } from '../../../lib/network/form-failure';
import { queryKeyFor } from '../../../lib/query-client';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { flagUndoneTitle, offerFlagUndo } from '../flag-undo';
import { ComplementDetailsView, type ComplementFlag } from './complement-details-view';
import { FLAG_LABELS } from '../units.types';
import { PageSkeleton } from '../../../components/page-skeleton';

type Kind = 'warehouse' | 'parkinglot';

function useComplement(kind: Kind, id: string) {
  const fresh = { staleTime: 0, refetchOnMount: 'always' as const };
  const warehouse = useTypedQuery(
    WarehouseDocument,
    { id },
    { ...fresh, enabled: kind === 'warehouse' },
  );
  const lot = useTypedQuery(
    ParkingLotDocument,
    { id },
    { ...fresh, enabled: kind === 'parkinglot' },
  );
  const query = kind === 'warehouse' ? warehouse : lot;
  const unit =
    kind === 'warehouse' ? warehouse.data?.warehouses.data[0] : lot.data?.parkinglots.data[0];
  return { query, unit };
}

function ComplementDetailsPage({ kind }: { kind: Kind }) {
  const { id = '' } = useParams<{ id: string }>();
  const client = useQueryClient();
  const { query, unit } = useComplement(kind, id);
  const [pending, setPending] = useState<ReadonlySet<ComplementFlag>>(new Set());

  const patch = (flag: ComplementFlag, value: boolean) => {
    const apply = <R extends { data: Array<{ id: string }> }>(page: R): R => ({
      ...page,
      data: page.data.map((row) => ({ ...row, [flag]: value })),
    });
    if (kind === 'warehouse')
      client.setQueryData<WarehouseQuery>(queryKeyFor(WarehouseDocument, { id }), (old) =>
        old ? { warehouses: apply(old.warehouses) } : old,
      );
    else
      client.setQueryData<ParkingLotQuery>(queryKeyFor(ParkingLotDocument, { id }), (old) =>
        old ? { parkinglots: apply(old.parkinglots) } : old,
      );
  };
  const mutation = useMutation({
    mutationFn: async ({ flag, next }: { flag: ComplementFlag; next: boolean; undo?: boolean }) => {
      const variables = { id, [flag]: next };
      if (kind === 'warehouse') await executeOperation(EditWarehouseDocument, variables);
      else await executeOperation(EditParkinglotDocument, variables);
    },
    onMutate: ({ flag, next }) => {
      setPending((old) => new Set(old).add(flag));
      patch(flag, next);
    },
    onError: (error, { flag, next }) => {
      patch(flag, !next);
      toaster.create({
        type: 'error',
        title: `No se pudo cambiar «${FLAG_LABELS[flag]}».`,
        description: errorMessage(error),
      });
    },
    onSuccess: async (_data, { flag, next, undo }) => {
      const identifier = unit?.identifier ?? '';
      if (!undo) {
        offerFlagUndo(flag, next, identifier, () =>
          mutation.mutate({ flag, next: !next, undo: true }),
        );
        return;
      }
      toaster.create({ type: 'success', title: flagUndoneTitle(flag, identifier) });
      await invalidateForRecord(client, kind);
    },
    onSettled: (_data, _error, { flag }) =>
      setPending((old) => {
        const next = new Set(old);
        next.delete(flag);
        return next;
      }),
  });

  if (isNotFound(query.error) || (query.isSuccess && !unit))
    return <Redirect to="/error-404" replace />;
  if (query.error) return <FormAlert>{errorMessage(query.error)}</FormAlert>;
  if (!unit) return <PageSkeleton label="Cargando unidad" variant="details" />;
  return (
    <ComplementDetailsView
      kind={kind}
      unit={unit}
      pending={pending}
      onFlagChange={(flag, next) => mutation.mutate({ flag, next })}
    />
  );
}

export function WarehouseDetailsPage() {
  return <ComplementDetailsPage kind="warehouse" />;
}

export function ParkingLotDetailsPage() {
  return <ComplementDetailsPage kind="parkinglot" />;
}
