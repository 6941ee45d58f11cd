// The unit import's vocabulary: what it needs from the outside (XlsxImportDeps, given to
// createXlsxImportActors), what it holds, and the domain-fact events the wizard sends.
import type {
  CheckPropertiesExcelMutation,
  SavePropertiesImportMutation,
  UpdatePropertiesByExcelMutation,
} from '../../graphql/generated/client/graphql';
import type { Executor } from '../shared/executor';

/** What checkPropertiesExcel answers (status, info, data, errors). */
export type SheetCheck = CheckPropertiesExcelMutation['checkPropertiesExcel'];
/** What savePropertiesImport answers: the check's fields but the rows (the client has them). */
export type SheetSave = SavePropertiesImportMutation['savePropertiesImport'];
/** What updatePropertiesByExcel answers: the check's fields plus the units it changed. */
export type SheetUpdate = UpdatePropertiesByExcelMutation['updatePropertiesByExcel'];
export type SheetError = SheetCheck['validation_errors'][number];

/** Create units from a checked sheet, or update existing units by identifier. */
export type ImportMode = 'create' | 'update';

export interface XlsxImportDeps {
  execute: Executor;
  /**
   * An executor whose requests stop when `signal` aborts (the wizard's Cancelar). Without it the
   * request runs on and its answer is ignored.
   */
  abortable?: (signal: AbortSignal) => Executor;
  /** The Spanish message of a failed request (the app passes its errorMessage). */
  describeError?: (error: unknown) => string;
}

export interface XlsxImportContext {
  projectId: string;
  file: File | null;
  fileName: string | null;
  /** Why the last chosen file was refused before upload (extension, size). */
  rejection: string | null;
  /** The last answer of the server: the check, the save's refusal, or the update. */
  check: SheetCheck | null;
  update: SheetUpdate | null;
  /** Rows read from the sheet (length of `data`). */
  rowCount: number;
  errorCount: number;
  /** Units created by the save. */
  savedCount: number;
  /** Spanish message of a failed request (network, a refused file). */
  failure: string | null;
}

export type XlsxImportEvent =
  | { type: 'wizard.opened'; mode: ImportMode; projectId: string }
  | { type: 'wizard.closed' }
  | { type: 'file.chosen'; file: File }
  /** "Elegir otro archivo": back to the drop zone, the checked sheet forgotten. */
  | { type: 'file.discarded' }
  /** "Revisar archivo" (create) or "Actualizar unidades" (update). */
  | { type: 'file.submitted' }
  | { type: 'save.requested' }
  | { type: 'cancel.requested' }
  | { type: 'retry.requested' };

/** Client-side limits (the server checks again): spare the user a 20 MB upload that fails. */
export const MAX_SHEET_BYTES = 20 * 1024 * 1024;
export const SHEET_EXTENSION = '.xlsx';
