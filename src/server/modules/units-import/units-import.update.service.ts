import type {
  ExcelUpdateResult,
  MutationUpdatePropertiesByExcelArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { writeAudit, type AuditEntry } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { ImportedUnit } from './units-import.columns.service';
import { readUnitsSheet } from './units-import.sheet.service';
import { sheetErrorsCopy } from './units-import.sheet-errors.service';
import { requireViewer } from '../../kernel';
import { requireProject } from '../projects';
import {
  announceUnits,
  UNIT_KINDS,
  auditableTypes,
  type UnitKind,
  toParkingLot,
  toProperty,
  toWarehouse,
} from '../units';
import { storeErrorsCopy } from './units-import.errors-file.service';
import { insertFailure } from './units-import.failures.service';
import { importColumns } from './units-import.repository';
import {
  countsText,
  errorsInfo,
  excelResult,
  readSheetUpload,
} from './units-import.result.service';
import {
  unitsNamed,
  updatedRows,
  updateUnits,
  writeAuditRows,
} from './units-import.update-sql.repository';

// updatePropertiesByExcel: each row names an existing unit by tipo + identificador; its filled
// cells replace the unit's values, empty cells keep them. All rows or none. Every changed unit
// gets its own audit row (event 'updated', like editProperty, so its history page shows it) and
// the project one summary row (event 'updated_by_excel').

const NUMERIC = new Set([
  'price',
  'total_area',
  'municipal_area',
  'built_area',
  'terrace_area',
  'bathrooms',
]);

const comparable = (field: string, value: unknown) =>
  value !== null && NUMERIC.has(field) ? Number(value) : value;

interface Change {
  id: number;
  unit: ImportedUnit;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The sheet's values over the unit's: the merged unit when something changes, else null. */
function merge(
  kind: UnitKind,
  unit: ImportedUnit,
  current: Record<string, unknown>,
): Change | null {
  const merged: ImportedUnit = { ...unit };
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field] of importColumns(kind)) {
    if (field === 'identifier' || field === 'type' || field === 'row') continue;
    const now = comparable(field, current[field] ?? null);
    const given = comparable(field, unit[field]);
    if (given === null || given === now) {
      Reflect.set(merged, field, now === null ? null : field === 'bathrooms' ? String(now) : now);
      continue;
    }
    before[field] = now;
    after[field] = given;
  }
  return Object.keys(after).length ? { id: Number(current.id), unit: merged, before, after } : null;
}

export async function updatePropertiesByExcel(
  ctx: GraphQLContext,
  args: MutationUpdatePropertiesByExcelArgs,
): Promise<ExcelUpdateResult> {
  const viewer = requireViewer(ctx);
  const project = await requireProject(ctx, ctx.db, args.project_id);
  const upload = await readSheetUpload(args.excel);
  const read = await readUnitsSheet(upload.bytes, 'update');
  const { validation } = read;
  const outcome = await insertFailure(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await requireProject(ctx, tx, project.id, { lock: true });
      const named = (kind: UnitKind) =>
        unitsNamed(
          tx,
          kind,
          locked.id,
          validation.units.flatMap((u, i) =>
            validation.kinds[i] === kind && u.identifier !== null ? [u.identifier] : [],
          ),
        );
      const found = {
        property: await named('property'),
        warehouse: await named('warehouse'),
        parkinglot: await named('parkinglot'),
      };
      validation.compareWithProject({
        property: new Set(found.property.keys()),
        warehouse: new Set(found.warehouse.keys()),
        parkinglot: new Set(found.parkinglot.keys()),
      });
      if (validation.issues.length) return null;
      const changes: Record<UnitKind, Change[]> = { property: [], warehouse: [], parkinglot: [] };
      validation.units.forEach((unit, i) => {
        const kind = validation.kinds[i]!;
        const change = merge(kind, unit, found[kind].get(unit.identifier ?? '') ?? {});
        if (change) changes[kind].push(change);
      });
      const ids = {
        property: await updateUnits(tx, 'property', changes.property),
        warehouse: await updateUnits(tx, 'warehouse', changes.warehouse),
        parkinglot: await updateUnits(tx, 'parkinglot', changes.parkinglot),
      };
      const rows = await updatedRows(tx, ids);
      const entries: AuditEntry[] = UNIT_KINDS.flatMap((kind) =>
        changes[kind].map((c) => ({
          userId: viewer.id,
          event: 'updated',
          auditableType: auditableTypes[kind],
          auditableId: c.id,
          oldValues: c.before,
          newValues: c.after,
          ip: ctx.ip,
        })),
      );
      await writeAuditRows(tx, entries);
      const counts = {
        property: changes.property.length,
        warehouse: changes.warehouse.length,
        parkinglot: changes.parkinglot.length,
      };
      await writeAudit(tx, {
        userId: viewer.id,
        event: 'updated_by_excel',
        auditableType: 'Project',
        auditableId: locked.id,
        newValues: { file: upload.name, rows: validation.units.length, changed: counts },
        ip: ctx.ip,
      });
      return { rows, counts, changed: entries.length };
    }),
  );
  if (!outcome) {
    const url = await storeErrorsCopy(ctx, { sourceName: upload.name, ...sheetErrorsCopy(read) });
    return {
      ...excelResult(validation, errorsInfo(validation), url),
      properties: [],
      warehouses: [],
      parkinglots: [],
    };
  }
  await announceUnits(
    ctx,
    UNIT_KINDS.flatMap((kind) =>
      outcome.rows[kind].slice(0, 1).map((row) => ({
        type: kind,
        action: 'updated',
        id: row.id,
        projectId: project.id,
      })),
    ),
    project.real_state_agency_id,
  );
  const unchanged = validation.units.length - outcome.changed;
  const changedText = outcome.changed
    ? `Se actualizaron ${outcome.changed.toLocaleString('es-CL')} ${outcome.changed === 1 ? 'unidad' : 'unidades'}: ${countsText(outcome.counts)}.`
    : 'Ninguna unidad cambió.';
  const sameText = unchanged
    ? ` ${unchanged.toLocaleString('es-CL')} ${unchanged === 1 ? 'fila no traía cambios' : 'filas no traían cambios'}.`
    : '';
  return {
    ...excelResult(validation, changedText + sameText),
    properties: outcome.rows.property.map(toProperty),
    warehouses: outcome.rows.warehouse.map(toWarehouse),
    parkinglots: outcome.rows.parkinglot.map(toParkingLot),
  };
}
