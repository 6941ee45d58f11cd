import { and, eq, isNull, sql, type Column } from 'drizzle-orm';
import { auditValues, type AuditEntry } from '../../audit/audit';
import type { Tx } from '../../db/client';
import { audits, parkingLots, properties, warehouses } from '../../db/schema';
import type { ImportedUnit } from './units-import.columns.service';
import { unitTables, type UnitKind } from '../units';
import { arrayOf, column, importColumns, unnestOf } from './units-import.repository';

// SQL of updatePropertiesByExcel: the project's units named by the sheet, read and locked in one
// statement per kind, the changed ones written back in one UPDATE … FROM unnest(…) per kind, and
// one audit row per changed unit inserted in chunks.

/** The live units of the project with these identifiers, locked until the transaction ends. */
export async function unitsNamed(
  tx: Tx,
  kind: UnitKind,
  projectId: number,
  identifiers: readonly string[],
): Promise<Map<string, Record<string, unknown> & { id: number; identifier: string }>> {
  if (!identifiers.length) return new Map();
  const table = unitTables[kind];
  const rows = await tx
    .select()
    .from(table)
    .where(
      and(
        eq(table.project_id, projectId),
        isNull(table.deleted_at),
        sql`${table.identifier} = any(${arrayOf(column(identifiers), 'text')})`,
      ),
    )
    .for('update');
  return new Map(rows.map((row) => [row.identifier, row]));
}

/** `column = any(ids)` for a list of row ids (one parameter however many). */
export const idIn = (idColumn: Column, ids: readonly number[]) =>
  sql`${idColumn} = any(${arrayOf(column(ids), 'int')})`;

/** Writes the merged values of the changed units (all sheet columns); returns their ids. */
export async function updateUnits(
  tx: Tx,
  kind: UnitKind,
  changed: readonly { id: number; unit: ImportedUnit }[],
) {
  if (!changed.length) return [];
  const table = unitTables[kind];
  const columns = importColumns(kind).filter(([name]) => name !== 'identifier' && name !== 'type');
  const assignments = columns.map(([name]) => `${name} = u.${name}`).join(', ');
  const ids = changed.map((c) => c.id);
  await tx.execute(sql`
    update ${table} as t set ${sql.raw(assignments)}, updated_at = now()
    from ${unnestOf(
      changed.map((c) => c.unit),
      columns,
      [{ name: 'id', type: 'int', values: ids }],
    )}
    where t.id = u.id`);
  return ids;
}

const AUDIT_CHUNK = 1_000;

/** Audit rows in bulk, scrubbed like writeAudit's (src/server/audit/audit.ts). */
export async function writeAuditRows(tx: Tx, entries: readonly AuditEntry[]) {
  for (let at = 0; at < entries.length; at += AUDIT_CHUNK) {
    await tx.insert(audits).values(
      entries.slice(at, at + AUDIT_CHUNK).map((entry) => ({
        user_id: entry.userId,
        event: entry.event,
        auditable_type: entry.auditableType,
        auditable_id: String(entry.auditableId),
        old_values: auditValues(entry.oldValues),
        new_values: auditValues(entry.newValues),
        ip_address: entry.ip ?? null,
      })),
    );
  }
}

/** The rows of the units just updated, of each kind. */
export async function updatedRows(tx: Tx, ids: Record<UnitKind, readonly number[]>) {
  return {
    property: await tx.select().from(properties).where(idIn(properties.id, ids.property)),
    warehouse: await tx.select().from(warehouses).where(idIn(warehouses.id, ids.warehouse)),
    parkinglot: await tx.select().from(parkingLots).where(idIn(parkingLots.id, ids.parkinglot)),
  };
}
