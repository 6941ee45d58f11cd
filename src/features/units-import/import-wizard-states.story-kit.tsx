// The wizard over the import machine wired as the units page wires it (createXlsxImportActors
// with the Spanish error messages), but its requests go to a scripted /graphql. The units page's
// button opens it on mount; the stories' play functions do the rest as a user would.
import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
// The tests' own copy of user-event: storybook/test bundles another, and two copies typing into
// one shared jsdom document break each other's value tracking in the files after these.
import userEvent from '@testing-library/user-event';
import { screen } from 'storybook/test';
import { createXlsxImportActors } from '../../../machines/units-import/units-import.actors';
import { xlsxImportMachine } from '../../../machines/units-import/units-import.machine';
import type { ImportMode, SheetSave } from '../../../machines/units-import/units-import.types';
import { errorMessage } from '../../lib/network/errors';
import {
  scriptedExecutor,
  type GraphQLScript,
  type ScriptedAnswer,
} from '../../lib/network/scripted-graphql.story-kit';
import { PROJECT_ID, SHEET_NAME, sheetFileFixture } from './import-wizard.fixtures';
import { ImportWizard, type ImportWizardProps } from './import-wizard';

export interface ImportWalkProps extends Pick<ImportWizardProps, 'onTemplate' | 'onErrorsCopy'> {
  /** Which button of the units page opened the wizard. */
  mode?: ImportMode;
  /** How the server answers CheckPropertiesExcel, SavePropertiesImport, UpdatePropertiesByExcel. */
  script?: GraphQLScript;
}

export function ImportWalk({ mode = 'create', script = {}, ...props }: ImportWalkProps) {
  const [machine] = useState(() =>
    xlsxImportMachine.provide({
      actors: createXlsxImportActors({
        execute: scriptedExecutor(script).execute,
        describeError: errorMessage,
      }),
    }),
  );
  const actor = useActorRef(machine);
  useEffect(() => {
    actor.send({ type: 'wizard.opened', mode, projectId: PROJECT_ID });
  }, [actor, mode]);
  return <ImportWizard actor={actor} {...props} />;
}

/** The answers of the three import mutations, as the server words them. */
export const answers = {
  check: (checkPropertiesExcel: unknown): ScriptedAnswer => ({ data: { checkPropertiesExcel } }),
  save: (savePropertiesImport: SheetSave): ScriptedAnswer => ({ data: { savePropertiesImport } }),
  update: (updatePropertiesByExcel: unknown): ScriptedAnswer => ({
    data: { updatePropertiesByExcel },
  }),
};

export const savedAnswer: SheetSave = {
  status: true,
  info: 'Se guardaron 300 unidades.',
  validation_errors: [],
  errors_url: null,
};

// The dialog is drawn in a portal: the steps look for it in the whole document.
const dialogButton = async (name: string | RegExp) => screen.findByRole('button', { name });

/** Steps of the walk, shared by the stories' play functions and the tests. */
export const steps = {
  async choose(name = SHEET_NAME) {
    const input = await screen.findByLabelText('Planilla de unidades');
    await userEvent.upload(input, sheetFileFixture(name), { applyAccept: false });
  },
  async check() {
    await userEvent.click(await dialogButton('Revisar archivo'));
  },
  async save() {
    await userEvent.click(await dialogButton(/^Guardar \d/));
  },
  async update() {
    await userEvent.click(await dialogButton('Actualizar unidades'));
  },
};
