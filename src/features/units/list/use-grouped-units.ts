// The grouped toolbar's requests: one mutation for every selected unit (the ids as JSON text, the
// flag and the unit type), asked first from 50 units on. On success the cached rows change in
// place, the list refetches behind, and the selection clears.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EditSectorMedioGroupedPropertyDocument,
  EditVisibleGroupedPropertyDocument,
  EditVulnerableGroupedPropertyDocument,
} from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { executeOperation } from '../../../lib/network/execute';
import { errorMessage } from '../../../lib/network/errors';
import { formatNumber } from '../../../lib/format';
import type { GroupedAction } from './grouped-toolbar';
import { patchUnits, type ListVariables } from './units-cache';
import { tabOf, type UnitKind } from '../units.types';

export const CONFIRM_FROM = 50;

interface GroupedRequest {
  kind: UnitKind;
  ids: string[];
  action: GroupedAction;
}

async function runGrouped({ kind, ids, action }: GroupedRequest): Promise<string[]> {
  const variables = {
    properties: JSON.stringify(ids.map(Number)),
    flag: action.flag,
    propertie_type: kind,
  };
  if (action.field === 'visible') {
    const { editVisibleGroupedProperty } = await executeOperation(
      EditVisibleGroupedPropertyDocument,
      variables,
    );
    return editVisibleGroupedProperty.ids;
  }
  if (action.field === 'vulnerable') {
    const { editVulnerableGroupedProperty } = await executeOperation(
      EditVulnerableGroupedPropertyDocument,
      variables,
    );
    return editVulnerableGroupedProperty.ids;
  }
  const { editSectorMedioGroupedProperty } = await executeOperation(
    EditSectorMedioGroupedPropertyDocument,
    variables,
  );
  return editSectorMedioGroupedProperty.ids;
}

export function unitsNoun(kind: UnitKind, count: number): string {
  const label = tabOf(kind);
  return count === 1 ? `1 ${label.noun}` : `${formatNumber(count)} ${label.label.toLowerCase()}`;
}

const DONE: Record<GroupedAction['field'], [string, string]> = {
  visible: ['ahora visibles', 'ahora ocultas'],
  vulnerable: ['marcadas como vulnerables', 'sin marca de vulnerable'],
  sectores_medios: ['marcadas como sector medio', 'sin marca de sector medio'],
};

export function useGroupedUnits(variables: ListVariables, onDone: () => void) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<GroupedRequest | null>(null);
  const mutation = useMutation({
    mutationFn: runGrouped,
    onSuccess: async (changed, { kind, action }) => {
      patchUnits(client, kind, variables, new Set(changed), { [action.field]: action.flag });
      setAsking(null);
      onDone();
      const [on, off] = DONE[action.field];
      toaster.create({
        type: 'success',
        title: `${unitsNoun(kind, changed.length)}: ${action.flag ? on : off}.`,
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

  const request = (kind: UnitKind, ids: string[], action: GroupedAction) => {
    const next = { kind, ids, action };
    if (ids.length >= CONFIRM_FROM) setAsking(next);
    else mutation.mutate(next);
  };

  return {
    request,
    asking,
    confirm: () => asking && mutation.mutate(asking),
    cancel: () => setAsking(null),
    running: mutation.isPending ? (mutation.variables?.action ?? null) : null,
  };
}
