// One switch of one unit: the row flips at once, the server is told, and a refusal flips it
// back with a Spanish toast. Only the flag that changed travels (editProperty "one flag only").
// A public flag's change offers «Deshacer» (flag-undo.ts): the undo is this same mutation with
// the previous value, after which the list refetches.
import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EditParkinglotDocument,
  EditPropertyDocument,
  EditWarehouseDocument,
} from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { executeOperation } from '../../../lib/network/execute';
import { errorMessage } from '../../../lib/network/errors';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { flagUndoneTitle, offerFlagUndo } from '../flag-undo';
import { patchUnits, type ListVariables } from './units-cache';
import { pendingKey, type UnitActions } from './unit-actions-context';
import { FLAG_LABELS, type UnitFlag, type UnitRow } from '../units.types';

interface FlagChange {
  row: UnitRow;
  flag: UnitFlag;
  next: boolean;
  /** True when this change undoes the previous one. */
  undo?: boolean;
}

/** Only `flag` is defined; JSON leaves the undefined ones out. */
function onlyFlag(flag: UnitFlag, next: boolean) {
  const value = (name: UnitFlag) => (name === flag ? next : undefined);
  return {
    visible: value('visible'),
    bookeable: value('bookeable'),
    promisable: value('promisable'),
  };
}

async function saveFlag({ row, flag, next }: FlagChange): Promise<void> {
  const flags = onlyFlag(flag, next);
  if (row.kind === 'property') {
    await executeOperation(EditPropertyDocument, {
      id: row.id,
      ...flags,
      vulnerable: flag === 'vulnerable' ? next : undefined,
      sectores_medios: flag === 'sectores_medios' ? next : undefined,
    });
  } else if (row.kind === 'warehouse') {
    await executeOperation(EditWarehouseDocument, { id: row.id, ...flags });
  } else {
    await executeOperation(EditParkinglotDocument, { id: row.id, ...flags });
  }
}

export function useUnitFlags(variables: ListVariables, locked: boolean): UnitActions {
  const client = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const mark = (key: string, on: boolean) =>
    setPending((old) => {
      const next = new Set(old);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const mutation = useMutation({
    mutationFn: saveFlag,
    onMutate: ({ row, flag, next }) => {
      mark(pendingKey(row.id, flag), true);
      patchUnits(client, row.kind, variables, new Set([row.id]), { [flag]: next });
    },
    onError: (error, { row, flag, next }) => {
      patchUnits(client, row.kind, variables, new Set([row.id]), { [flag]: !next });
      toaster.create({
        type: 'error',
        title: `No se pudo cambiar «${FLAG_LABELS[flag]}» de ${row.identifier}.`,
        description: errorMessage(error),
      });
    },
    onSuccess: async (_data, { row, flag, next, undo }) => {
      if (!undo) {
        offerFlagUndo(flag, next, row.identifier, () =>
          mutation.mutate({ row, flag, next: !next, undo: true }),
        );
        return;
      }
      toaster.create({ type: 'success', title: flagUndoneTitle(flag, row.identifier) });
      await invalidateForRecord(client, row.kind);
    },
    onSettled: (_data, _error, { row, flag }) => mark(pendingKey(row.id, flag), false),
  });
  const { mutate } = mutation;

  const onFlagChange = useCallback(
    (row: UnitRow, flag: UnitFlag, next: boolean) => mutate({ row, flag, next }),
    [mutate],
  );
  return useMemo(() => ({ pending, locked, onFlagChange }), [pending, locked, onFlagChange]);
}
