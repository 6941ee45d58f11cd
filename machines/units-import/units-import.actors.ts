// The import's requests, built from the injected executor (CONVENTIONS rule 4). Each actor gets the
// abort signal XState fires when the machine leaves the state that invoked it (Cancelar, closing
// the wizard), and runs its request on an executor bound to that signal when the app gives one.
import { fromPromise } from 'xstate';
import {
  CheckPropertiesExcelDocument,
  SavePropertiesImportDocument,
  UpdatePropertiesByExcelDocument,
} from '../../graphql/generated/client/graphql';
import type { SheetCheck, SheetSave, SheetUpdate, XlsxImportDeps } from './units-import.types';

export interface CheckInput {
  file: File | null;
  /** The project the rows are checked for: only it can save them. */
  projectId: string;
}
export interface SaveInput {
  projectId: string;
  /** The check's import_id: the server kept the rows, so they are not sent again. */
  importId: string | null;
}
export interface UpdateInput {
  file: File | null;
  projectId: string;
}

const DEFAULT_FAILURE = 'No pudimos completar la operación. Inténtalo de nuevo.';
const NO_FILE = 'Elige una planilla .xlsx antes de continuar.';
const NOT_CHECKED = 'Revisa la planilla antes de guardarla.';

// The machine reaches a request state only with a file; this keeps the types honest.
function fileOf(input: { file: File | null }): File {
  if (!input.file) throw new Error(NO_FILE);
  return input.file;
}

export function createXlsxImportActors(deps: XlsxImportDeps) {
  const describe = (error: unknown) =>
    deps.describeError?.(error) ??
    (error instanceof Error && error.message ? error.message : DEFAULT_FAILURE);
  const executorFor = (signal: AbortSignal) => deps.abortable?.(signal) ?? deps.execute;

  // The machine keeps only a Spanish message: whatever class the network path threw.
  async function request<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (error) {
      throw new Error(describe(error), { cause: error });
    }
  }

  return {
    checkSheet: fromPromise<SheetCheck, CheckInput>(({ input, signal }) =>
      request(async () => {
        const answer = await executorFor(signal)(CheckPropertiesExcelDocument, {
          excel: fileOf(input),
          project_id: input.projectId,
        });
        return answer.checkPropertiesExcel;
      }),
    ),

    saveUnits: fromPromise<SheetSave, SaveInput>(({ input, signal }) =>
      request(async () => {
        if (!input.importId) throw new Error(NOT_CHECKED);
        const answer = await executorFor(signal)(SavePropertiesImportDocument, {
          project_id: input.projectId,
          import_id: input.importId,
        });
        return answer.savePropertiesImport;
      }),
    ),

    updateUnits: fromPromise<SheetUpdate, UpdateInput>(({ input, signal }) =>
      request(async () => {
        const answer = await executorFor(signal)(UpdatePropertiesByExcelDocument, {
          excel: fileOf(input),
          project_id: input.projectId,
        });
        return answer.updatePropertiesByExcel;
      }),
    ),
  };
}

export type XlsxImportActors = ReturnType<typeof createXlsxImportActors>;
