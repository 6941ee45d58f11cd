// One import actor for the units page: the machine with the real requests (each bound to its abort
// signal, so Cancelar stops the upload) and, when units may have changed, the lists refreshed.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { createXlsxImportActors } from '../../../machines/units-import/units-import.actors';
import {
  xlsxImportMachine,
  type XlsxImportMachine,
} from '../../../machines/units-import/units-import.machine';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { errorMessage } from '../../lib/network/errors';
import { createExecutor, execute } from '../../lib/network/execute';

export type UnitsImportActor = ActorRefFrom<XlsxImportMachine>;

/** A sheet adds or updates every kind of unit of a project. */
const UNIT_RECORDS = ['property', 'warehouse', 'parkinglot'];

// The network path takes no signal of its own: this fetch carries the actor's.
const abortable = (signal: AbortSignal) =>
  createExecutor({
    fetch: () => (input, init) => globalThis.fetch(input, { ...init, signal }),
  });

export function useUnitsImport(): UnitsImportActor {
  const client = useQueryClient();
  // Built once: a new machine per render would restart the wizard.
  const [machine] = useState(() =>
    xlsxImportMachine.provide({
      actors: createXlsxImportActors({ execute, abortable, describeError: errorMessage }),
      actions: {
        unitsChanged: () => {
          void invalidateForRecord(client, UNIT_RECORDS);
        },
      },
    }),
  );
  return useActorRef(machine);
}
