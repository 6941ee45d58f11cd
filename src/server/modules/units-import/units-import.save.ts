import type {
  ExcelResult,
  MutationRegisterPropertiesSaveArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import type { ImportedUnit } from './units-import.columns';
import { jsonErrorsCopy } from './units-import.sheet-errors';
import { requireViewer } from '../common/inputs';
import { requireProject } from '../projects/project-scope';
import { announceUnits } from '../units/units.audit';
import { UNIT_KINDS, type UnitKind } from '../units/units.kinds';
import { storeErrorsCopy } from './units-import.errors-file';
import { insertFailure } from './units-import.failures';
import { jsonRows, validateJsonRows } from './units-import.json-excel';
import { withProject } from './units-import.copy';
import { PreparedJsonExcel, type PreparedImport } from './units-import.prepared';
import { insertCopyText, insertUnits, projectIdentifiers } from './units-import.repository';
import { countsText, errorsInfo, excelResult } from './units-import.result';

type Counts = Record<UnitKind, number>;
type Saved = { counts: Counts; lastIds: Partial<Record<UnitKind, number>>; total: number };
type Inserter = (
  kind: UnitKind,
  projectId: number,
) => Promise<{ count: number; lastId: number | null }>;

/**
 * registerPropertiesSave: validates every row of jsonExcel again (never trusting the client)
 * and against the project's identifiers, then inserts all the units in one transaction, a few
 * statements in all, with one audit row on the project; any problem saves nothing. When jsonExcel
 * is, byte for byte, the data of this user's check (its digest was prepared, see
 * spreadsheets.prepared.ts), the rows this server validated then are copied as prepared.
 */
export async function registerPropertiesSave(
  ctx: GraphQLContext,
  args: MutationRegisterPropertiesSaveArgs,
): Promise<ExcelResult> {
  const viewer = requireViewer(ctx);
  // Scope first: another agency's project is refused before its data is even read.
  const project = await requireProject(ctx, ctx.db, args.project_id);
  const given = args.jsonExcel;
  if (given instanceof PreparedJsonExcel) {
    const prepared = ctx.imports?.get(given.digest, viewer.id);
    if (prepared) {
      const saved = await savePrepared(ctx, project.id, prepared);
      if (saved) {
        ctx.imports?.drop(prepared.digest);
        const answer = await announceSaved(ctx, project, saved);
        // The rows are the client's own; parsed only for a client that asks for them back.
        return { ...answer, data: () => given.parse() } as unknown as ExcelResult;
      }
    }
  }
  // Anything else, and a prepared save that clashes with units saved since the check: the rows
  // are read and validated again, and a clash is reported row by row.
  const source = jsonRows(given instanceof PreparedJsonExcel ? given.parse() : given);
  const validation = validateJsonRows(source);
  const byKind: Record<UnitKind, ImportedUnit[]> = { property: [], warehouse: [], parkinglot: [] };
  validation.units.forEach((unit, i) => {
    const kind = validation.kinds[i];
    if (kind) byKind[kind].push(unit);
  });
  const saved = await insertFailure(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await requireProject(ctx, tx, project.id, { lock: true });
      validation.compareWithProject(await projectIdentifiers(tx, locked.id));
      if (validation.issues.length) return null;
      return insertAll(ctx, tx, locked.id, (kind, id) => insertUnits(tx, kind, id, byKind[kind]));
    }),
  );
  if (!saved) {
    const copy = jsonErrorsCopy(source, validation);
    const url = await storeErrorsCopy(ctx, { sourceName: `Unidades ${project.name}`, ...copy });
    return excelResult(validation, errorsInfo(validation), url);
  }
  return { ...(await announceSaved(ctx, project, saved)), data: validation.units };
}

/**
 * The prepared rows in one transaction, or null (nothing written) when an identifier is already
 * in the project: the caller then validates the rows again to report each one.
 */
function savePrepared(
  ctx: GraphQLContext,
  projectId: number,
  prepared: PreparedImport,
): Promise<Saved | null> {
  return insertFailure(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await requireProject(ctx, tx, projectId, { lock: true });
      const existing = await projectIdentifiers(tx, locked.id);
      for (const kind of UNIT_KINDS) {
        if (prepared.kinds[kind].identifiers.some((id) => existing[kind].has(id))) return null;
      }
      return insertAll(ctx, tx, locked.id, (kind, id) => {
        const { body, count } = prepared.kinds[kind];
        return insertCopyText(tx, kind, id, withProject(id, body), count);
      });
    }),
  );
}

/** Inserts the three kinds in order, then the import's audit row on the project. */
async function insertAll(
  ctx: GraphQLContext,
  tx: Tx,
  projectId: number,
  insert: Inserter,
): Promise<Saved> {
  const counts: Counts = { property: 0, warehouse: 0, parkinglot: 0 };
  const lastIds: Partial<Record<UnitKind, number>> = {};
  for (const kind of UNIT_KINDS) {
    const { count, lastId } = await insert(kind, projectId);
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
  project: { id: number; real_state_agency_id: number },
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
  return { status: true, info, validation_errors: [], errors_url: null };
}
