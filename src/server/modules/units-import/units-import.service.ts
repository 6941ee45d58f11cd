import type { SQL } from 'drizzle-orm';
import type {
  ExcelResult,
  MutationCheckPropertiesExcelArgs,
  MutationRegisterPropertiesSaveArgs,
  MutationSavePropertiesImportArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import { appError, requireViewer } from '../../kernel';
import { requireProject } from '../projects';
import { announceUnits, UNIT_KINDS, type UnitKind } from '../units';
import type { ImportedUnit } from './units-import.columns.service';
import { storeErrorsCopy } from './units-import.errors-file.service';
import { insertFailure } from './units-import.failures.service';
import { jsonRows, validateJsonRows } from './units-import.json-excel.service';
import {
  dropImport,
  importClashes,
  insertUnits,
  jsonOf,
  keepImport,
  keptRowsOf,
  keptUnits,
  lockImport,
  projectIdentifiers,
  type UnitsByKind,
} from './units-import.repository';
import {
  countByKind,
  countsText,
  errorsInfo,
  excelResult,
  readSheetUpload,
} from './units-import.result.service';
import { readUnitsSheet } from './units-import.sheet.service';
import { jsonErrorsCopy, sheetErrorsCopy } from './units-import.sheet-errors.service';
import type { UnitsValidation } from './units-import.validate.service';

// The units import's mutations of new units: the check keeps a sheet's rows (units_imports), and
// two saves write them all or none: by import id (the SPA), or from jsonExcel (spec clients).

type Counts = Record<UnitKind, number>;
type Saved = { counts: Counts; lastIds: Partial<Record<UnitKind, number>>; total: number };
type Project = { id: number; name: string; real_state_agency_id: number };

export const importMessages = {
  unknown: 'Esta revisión de la planilla no existe o ya se guardó. Revisa la planilla de nuevo.',
  expired: 'La revisión de la planilla venció (dura 24 horas). Revisa la planilla de nuevo.',
  otherProject:
    'La planilla se revisó para otro proyecto. Revísala de nuevo desde el proyecto donde quieres guardarla.',
} as const;

const refused = (message: string) =>
  appError('BAD_USER_INPUT', message, { field: 'import_id', fields: { import_id: message } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The validated rows grouped by kind, in sheet order. */
export function unitsByKind(validation: UnitsValidation): UnitsByKind {
  const byKind: UnitsByKind = { property: [], warehouse: [], parkinglot: [] };
  validation.units.forEach((unit, i) => {
    const kind = validation.kinds[i];
    if (kind) byKind[kind].push(unit);
  });
  return byKind;
}

/**
 * checkPropertiesExcel: reads and validates an uploaded units sheet; writes no unit. Without
 * errors, its rows are kept in the database for savePropertiesImport (import_id), for this user
 * and, when the check names one, this project. With errors, the annotated copy is stored for the
 * viewer and its link comes back in errors_url.
 */
export async function checkPropertiesExcel(
  ctx: GraphQLContext,
  args: MutationCheckPropertiesExcelArgs,
): Promise<ExcelResult> {
  const viewer = requireViewer(ctx);
  // Scope first: another agency's project is refused before the file is read.
  const project = args.project_id ? await requireProject(ctx, ctx.db, args.project_id) : null;
  const upload = await readSheetUpload(args.excel);
  const read = await readUnitsSheet(upload.bytes, 'create');
  const { validation } = read;
  if (!validation.issues.length) {
    const total = validation.units.length;
    const units = total === 1 ? 'unidad lista' : 'unidades listas';
    const info = `${total.toLocaleString('es-CL')} ${units} para guardar: ${countsText(countByKind(validation))}.`;
    const importId = await keepImport(ctx.db, {
      userId: viewer.id,
      projectId: project?.id ?? null,
      units: unitsByKind(validation),
    });
    return { ...excelResult(validation, info), import_id: importId };
  }
  const copy = sheetErrorsCopy(read);
  const url = await storeErrorsCopy(ctx, { sourceName: upload.name, ...copy });
  return excelResult(validation, errorsInfo(validation), url);
}

/**
 * registerPropertiesSave (the spec's save): validates every row of jsonExcel again (never
 * trusting the client) and against the project's identifiers, then inserts all the units in one
 * transaction, one statement per kind, with one audit row on the project; a problem saves
 * nothing.
 */
export async function registerPropertiesSave(
  ctx: GraphQLContext,
  args: MutationRegisterPropertiesSaveArgs,
): Promise<ExcelResult> {
  requireViewer(ctx);
  // Scope first: another agency's project is refused before its data is even read.
  const project = await requireProject(ctx, ctx.db, args.project_id);
  const source = jsonRows(args.jsonExcel);
  const validation = validateJsonRows(source);
  const byKind = unitsByKind(validation);
  const saved = await insertFailure(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await requireProject(ctx, tx, project.id, { lock: true });
      validation.compareWithProject(await projectIdentifiers(tx, locked.id));
      if (validation.issues.length) return null;
      return insertAll(ctx, tx, locked.id, (kind) => jsonOf(byKind[kind]));
    }),
  );
  if (!saved) return refusedSave(ctx, project, validation, source);
  return { ...(await announceSaved(ctx, project, saved)), data: validation.units };
}

/**
 * savePropertiesImport: saves the rows a check kept (units_imports) in the project, all or
 * nothing, with the same audit as registerPropertiesSave. The rows were validated by the check
 * and go from the import's row to the units' tables inside the database. Only the identifiers are
 * compared again (units saved since the check); a clash saves nothing and is reported row by row.
 * The import is forgotten once answered, saved or refused by a clash.
 */
export async function savePropertiesImport(
  ctx: GraphQLContext,
  args: MutationSavePropertiesImportArgs,
): Promise<ExcelResult> {
  const viewer = requireViewer(ctx);
  const project = await requireProject(ctx, ctx.db, args.project_id);
  const id = String(args.import_id);
  if (!UUID.test(id)) throw refused(importMessages.unknown);
  const outcome = await insertFailure(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await requireProject(ctx, tx, project.id, { lock: true });
      // Locked: of two saves of one id, the second waits and then finds it gone.
      const kept = await lockImport(tx, id);
      if (!kept || kept.user_id !== viewer.id) throw refused(importMessages.unknown);
      if (kept.expired) throw refused(importMessages.expired);
      if (kept.project_id !== null && kept.project_id !== locked.id) {
        throw refused(importMessages.otherProject);
      }
      if (await importClashes(tx, id, locked.id)) {
        const rows = rowsInSheetOrder(await keptUnits(tx, id));
        const validation = validateJsonRows(rows);
        validation.compareWithProject(await projectIdentifiers(tx, locked.id));
        await dropImport(tx, id);
        return { saved: null, validation, rows };
      }
      const saved = await insertAll(ctx, tx, locked.id, (kind) => keptRowsOf(id, kind));
      await dropImport(tx, id);
      return { saved, validation: null, rows: [] };
    }),
  );
  if (!outcome.saved) return refusedSave(ctx, project, outcome.validation, outcome.rows);
  return { ...(await announceSaved(ctx, project, outcome.saved)), data: [] };
}

/** The kept rows of every kind, back in the order of the sheet. */
function rowsInSheetOrder(units: UnitsByKind): Record<string, unknown>[] {
  const rows: ImportedUnit[] = UNIT_KINDS.flatMap((kind) => units[kind]);
  return rows.sort((a, b) => a.row - b.row).map((row) => ({ ...row }));
}

/** A save that wrote nothing: its problems, and the annotated copy of the rows. */
async function refusedSave(
  ctx: GraphQLContext,
  project: Project,
  validation: UnitsValidation,
  rows: readonly Record<string, unknown>[],
): Promise<ExcelResult> {
  const copy = jsonErrorsCopy(rows, validation);
  const url = await storeErrorsCopy(ctx, { sourceName: `Unidades ${project.name}`, ...copy });
  return excelResult(validation, errorsInfo(validation), url);
}

/** Inserts the three kinds in order from their json rows, then the import's audit row. */
async function insertAll(
  ctx: GraphQLContext,
  tx: Tx,
  projectId: number,
  rowsOf: (kind: UnitKind) => SQL,
): Promise<Saved> {
  const counts: Counts = { property: 0, warehouse: 0, parkinglot: 0 };
  const lastIds: Partial<Record<UnitKind, number>> = {};
  for (const kind of UNIT_KINDS) {
    const { count, lastId } = await insertUnits(tx, kind, projectId, rowsOf(kind));
    counts[kind] = count;
    if (lastId !== null) lastIds[kind] = lastId;
  }
  const total = counts.property + counts.warehouse + counts.parkinglot;
  await writeAudit(tx, {
    userId: requireViewer(ctx).id,
    event: 'imported',
    auditableType: 'Project',
    auditableId: projectId,
    newValues: {
      properties: counts.property,
      warehouses: counts.warehouse,
      parkinglots: counts.parkinglot,
      total,
    },
    ip: ctx.ip,
  });
  return { counts, lastIds, total };
}

/** Tells the units' subscribers and answers the save (without `data`: the caller adds it). */
async function announceSaved(
  ctx: GraphQLContext,
  project: Pick<Project, 'id' | 'real_state_agency_id'>,
  saved: Saved,
): Promise<Omit<ExcelResult, 'data'>> {
  await announceUnits(
    ctx,
    UNIT_KINDS.flatMap((kind) => {
      const id = saved.lastIds[kind];
      return id === undefined ? [] : [{ type: kind, action: 'created', id, projectId: project.id }];
    }),
    project.real_state_agency_id,
  );
  const units = saved.total === 1 ? 'unidad' : 'unidades';
  const info = `Se guardaron ${saved.total.toLocaleString('es-CL')} ${units}: ${countsText(saved.counts)}.`;
  return { status: true, info, validation_errors: [], errors_url: null, import_id: null };
}
