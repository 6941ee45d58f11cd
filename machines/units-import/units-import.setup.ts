// The import machine's implementations (CONVENTIONS rule 3: named, in setup): placeholder actors
// (the app provides createXlsxImportActors), context updates and guards.
import { assign, fromPromise, setup } from 'xstate';
import type { CheckInput, SaveInput, UpdateInput, XlsxImportActors } from './units-import.actors';
import { rowsOf, sheetProblem } from './units-import.rules';
import type {
  ImportMode,
  SheetCheck,
  SheetSave,
  SheetUpdate,
  XlsxImportContext,
  XlsxImportEvent,
} from './units-import.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`Actor de importación sin proveer: ${name}`));

const placeholderActors: XlsxImportActors = {
  checkSheet: fromPromise<SheetCheck, CheckInput>(notProvided('checkSheet')),
  saveUnits: fromPromise<SheetSave, SaveInput>(notProvided('saveUnits')),
  updateUnits: fromPromise<SheetUpdate, UpdateInput>(notProvided('updateUnits')),
};

const FAILURE = 'No pudimos completar la operación. Inténtalo de nuevo.';

export const initialContext = (projectId: string): XlsxImportContext => ({
  projectId,
  file: null,
  fileName: null,
  rejection: null,
  check: null,
  update: null,
  rowCount: 0,
  errorCount: 0,
  savedCount: 0,
  failure: null,
});

const accepted = (result: Pick<SheetCheck, 'status' | 'validation_errors'>) =>
  result.status && result.validation_errors.length === 0;

export const xlsxImportSetup = setup({
  types: {
    context: {} as XlsxImportContext,
    events: {} as XlsxImportEvent,
  },
  actors: placeholderActors,
  actions: {
    // Injected by the wizard: the units lists may have changed (a save or an update finished, or
    // was cancelled after the server may have committed it), so their cached pages go stale.
    unitsChanged: () => undefined,
    open: assign((_, params: { projectId: string }) => initialContext(params.projectId)),
    storeFile: assign((_, params: { file: File }) => ({
      file: params.file,
      fileName: params.file.name,
      rejection: null,
      check: null,
      update: null,
      rowCount: 0,
      errorCount: 0,
      failure: null,
    })),
    refuseFile: assign((_, params: { file: File }) => ({
      file: null,
      fileName: params.file.name,
      rejection: sheetProblem(params.file),
      check: null,
      update: null,
      rowCount: 0,
      errorCount: 0,
      failure: null,
    })),
    forgetFile: assign(({ context }) => initialContext(context.projectId)),
    storeCheck: assign((_, params: { check: SheetCheck }) => ({
      check: params.check,
      rowCount: rowsOf(params.check),
      errorCount: params.check.validation_errors.length,
      failure: null,
    })),
    // The save writes every checked row or none, and does not send the rows back.
    storeSaved: assign(({ context }) => ({ savedCount: context.rowCount, failure: null })),
    // Refused at save time: the review shows the save's errors over the rows the check read.
    storeRefusal: assign(({ context }, params: { result: SheetSave }) => {
      // The import was used up by the refusal: saving again needs a new check.
      const check = { ...params.result, data: context.check?.data ?? [], import_id: null };
      return { check, errorCount: check.validation_errors.length, failure: null };
    }),
    storeUpdate: assign((_, params: { update: SheetUpdate }) => ({
      update: params.update,
      rowCount: rowsOf(params.update),
      errorCount: params.update.validation_errors.length,
      failure: null,
    })),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, params: { error: unknown }) => ({
      failure:
        params.error instanceof Error && params.error.message ? params.error.message : FAILURE,
    })),
  },
  guards: {
    fileRefused: (_, params: { file: File }) => sheetProblem(params.file) !== null,
    modeIs: (_, params: { mode: ImportMode; wanted: ImportMode }) => params.mode === params.wanted,
    // Ready to save: accepted, with rows, and kept by the server under an import id.
    sheetReady: (_, params: { check: SheetCheck }) =>
      accepted(params.check) && rowsOf(params.check) > 0 && Boolean(params.check.import_id),
    sheetAccepted: (_, params: { result: Pick<SheetCheck, 'status' | 'validation_errors'> }) =>
      accepted(params.result),
  },
});
