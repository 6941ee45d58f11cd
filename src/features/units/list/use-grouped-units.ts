// The grouped toolbar's flow: a change of more than CONFIRM_ABOVE units is asked first; each
// selected unit's value is remembered before the change (from the rows held, else read), the
// change runs in one request, the cached rows change in place and the list refetches behind; the
// toast offers «Deshacer», which puts each unit back to its own value through the same mutation
// (so the undo is audited like every change).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showActionToast, toaster } from '../../../components/toaster';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { errorMessage } from '../../../lib/network/errors';
import type { GroupedAction } from './grouped-toolbar';
import { readFlags, runGrouped } from './grouped-requests';
import { doneTitle, unchangedTitle, undoneTitle } from './grouped-texts';
import {
  previousValues,
  restoreCalls,
  restoredCount,
  valuesAfter,
  type HeldRow,
  type KnownValues,
  type RestoreCall,
} from './grouped-undo';
import type { FlagPatch } from './units-cache';
import type { UnitKind } from '../units.types';

/** Issue 33: a grouped change of more units than this is asked first. */
export const CONFIRM_ABOVE = 50;

/** Writes a change into the screen's cached rows (the list's pages, the grid's tower). */
export type PatchCached = (kind: UnitKind, ids: ReadonlySet<string>, patch: FlagPatch) => void;

export interface GroupedRequest {
  kind: UnitKind;
  ids: string[];
  action: GroupedAction;
  before: KnownValues;
}

interface GroupedUndo {
  kind: UnitKind;
  action: GroupedAction;
  calls: RestoreCall[];
}

async function change({ kind, ids, action, before }: GroupedRequest) {
  const values = new Map(before.known);
  if (before.missing.length > 0) {
    for (const [id, value] of await readFlags(kind, before.missing, action.field))
      values.set(id, value);
  }
  const outcome = await runGrouped({ kind, ids, field: action.field, flag: action.flag });
  return { outcome, calls: restoreCalls(values, valuesAfter(outcome.ids, action.flag)) };
}

async function restore({ kind, action, calls }: GroupedUndo) {
  for (const call of calls)
    await runGrouped({ kind, ids: call.ids, field: action.field, flag: call.flag });
}

export function useGroupedUnits(patch: PatchCached, onDone: () => void) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<GroupedRequest | null>(null);

  const undo = useMutation({
    mutationFn: restore,
    onSuccess: (_data, { kind, action, calls }) => {
      for (const call of calls) patch(kind, new Set(call.ids), { [action.field]: call.flag });
      toaster.create({ type: 'success', title: undoneTitle(kind, restoredCount(calls)) });
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'No se pudo deshacer el cambio.',
        description: errorMessage(error),
      }),
    // Refetched either way: a failed undo may have restored part of the units.
    onSettled: (_data, _error, { kind }) => invalidateForRecord(client, kind),
  });

  const mutation = useMutation({
    mutationFn: change,
    onSuccess: async ({ outcome, calls }, { kind, action }) => {
      patch(kind, new Set(outcome.ids), { [action.field]: action.flag });
      setAsking(null);
      onDone();
      if (outcome.updated === 0 || calls.length === 0)
        toaster.create({ type: 'info', title: unchangedTitle(kind, outcome.ids.length) });
      else
        showActionToast({
          title: doneTitle(kind, outcome.updated, action),
          action: { label: 'Deshacer', onClick: () => undo.mutate({ kind, action, calls }) },
        });
      await invalidateForRecord(client, kind);
    },
    onError: (error) => {
      setAsking(null);
      toaster.create({
        type: 'error',
        title: 'No se pudo aplicar el cambio a la selección.',
        description: errorMessage(error),
      });
    },
  });

  /** `rows`: the rows the client holds, where each selected unit's value is read. */
  const request = (
    kind: UnitKind,
    ids: string[],
    action: GroupedAction,
    rows: readonly HeldRow[],
  ) => {
    const next = { kind, ids, action, before: previousValues(rows, ids, action.field) };
    if (ids.length > CONFIRM_ABOVE) setAsking(next);
    else mutation.mutate(next);
  };

  return {
    request,
    asking,
    confirm: () => asking && mutation.mutate(asking),
    cancel: () => setAsking(null),
    running: mutation.isPending ? (mutation.variables?.action ?? null) : null,
    /** True while an undo runs: the switches wait for it. */
    undoing: undo.isPending,
  };
}
