import type {
  ExcelResult,
  MutationRegisterPropertiesSaveArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { ImportedUnit } from '../../spreadsheets/units-sheet.columns';
import { jsonErrorsCopy } from '../../spreadsheets/units-sheet.errors';
import { requireViewer } from '../common/inputs';
import { requireProject } from '../projects/project-scope';
import { announceUnits } from '../units/units.audit';
import { UNIT_KINDS, type UnitKind } from '../units/units.kinds';
import { storeErrorsCopy } from './spreadsheets.errors-file';
import { insertFailure } from './spreadsheets.failures';
import { jsonRows, validateJsonRows } from './spreadsheets.json-excel';
import { insertUnits, projectIdentifiers } from './spreadsheets.repository';
import { countsText, errorsInfo, excelResult } from './spreadsheets.result';

type Counts = Record<UnitKind, number>;

/**
 * registerPropertiesSave: validates every row of jsonExcel again (never trusting the client)
 * and against the project's identifiers, then inserts all the units in one transaction, a few
 * statements in all, with one audit row on the project; any problem saves nothing.
 */
export async function registerPropertiesSave(
  ctx: GraphQLContext,
  args: MutationRegisterPropertiesSaveArgs,
): Promise<ExcelResult> {
  const viewer = requireViewer(ctx);
  // Scope first: another agency's project is refused before its data is even read.
  const project = await requireProject(ctx, ctx.db, args.project_id);
  const source = jsonRows(args.jsonExcel);
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
      const counts: Counts = { property: 0, warehouse: 0, parkinglot: 0 };
      const lastIds: Partial<Record<UnitKind, number>> = {};
      for (const kind of UNIT_KINDS) {
        const { count, lastId } = await insertUnits(tx, kind, locked.id, byKind[kind]);
        counts[kind] = count;
        if (lastId !== null) lastIds[kind] = lastId;
      }
      const total = counts.property + counts.warehouse + counts.parkinglot;
      await writeAudit(tx, {
        userId: viewer.id,
        event: 'imported',
        auditableType: 'Project',
        auditableId: locked.id,
        newValues: {
          properties: counts.property,
          warehouses: counts.warehouse,
          parkinglots: counts.parkinglot,
          total,
        },
        ip: ctx.ip,
      });
      return { counts, lastIds, total };
    }),
  );
  if (!saved) {
    const copy = jsonErrorsCopy(source, validation);
    const url = await storeErrorsCopy(ctx, { sourceName: `Unidades ${project.name}`, ...copy });
    return excelResult(validation, errorsInfo(validation), url);
  }
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
  return excelResult(validation, info);
}
