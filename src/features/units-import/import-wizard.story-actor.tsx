// The wizard over a real import machine restored in a given state, with requests that never
// answer: each story shows one machine state, and clicking moves it on as in the app.
import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type StateValue } from 'xstate';
import type {
  CheckInput,
  SaveInput,
  UpdateInput,
} from '../../../machines/units-import/units-import.actors';
import { xlsxImportMachine } from '../../../machines/units-import/units-import.machine';
import type {
  SheetCheck,
  SheetSave,
  SheetUpdate,
  XlsxImportContext,
} from '../../../machines/units-import/units-import.types';
import { importSnapshot } from './import-wizard.fixtures';
import { ImportWizard, type ImportWizardProps } from './import-wizard';

const pending = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

export interface WizardStoryProps extends Omit<ImportWizardProps, 'actor'> {
  value: StateValue;
  context?: Partial<XlsxImportContext>;
}

export function WizardStory({ value, context, ...props }: WizardStoryProps) {
  const [machine] = useState(() =>
    xlsxImportMachine.provide({
      actors: {
        checkSheet: pending<SheetCheck, CheckInput>(),
        saveUnits: pending<SheetSave, SaveInput>(),
        updateUnits: pending<SheetUpdate, UpdateInput>(),
      },
    }),
  );
  const actor = useActorRef(machine, { snapshot: importSnapshot(value, context) });
  return <ImportWizard actor={actor} {...props} />;
}
