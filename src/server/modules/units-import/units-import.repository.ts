import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { unitsImports } from '../../db/schema';
import type { ImportedUnit } from './units-import.columns.service';
import { unitTables, type UnitKind } from '../units';

// Set-based SQL of the units import, the same on PGlite and PostgreSQL. New units go in from a
// json list (json_to_recordset): the rows a check kept in units_imports, or a spec client's
// jsonExcel. The update by sheet sends 100,000 values as one text per column (joined by the unit
// separator U+001F, an empty value meaning NULL), split and cast by the database with
// unnest(string_to_array(…)): a few megabytes instead of a parameter per value (PostgreSQL allows
// 65,535).

const SEP = '\u001f';
/** Control characters (a line break in a cell, say) as spaces: they would break the separator. */
function withoutControl(text: string): string {
  let at = 0;
  while (at < text.length && text.charCodeAt(at) >= 32) at++;
  if (at === text.length) return text;
  let out = text.slice(0, at);
  for (; at < text.length; at++) out += text.charCodeAt(at) < 32 ? ' ' : text[at];
  return out;
}

type Value = string | number | boolean | null;

/** The values of one column, joined: the text the database splits back into an array. */
export function column(values: readonly Value[]): string {
  let text = '';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i) text += SEP;
    if (value === null || value === undefined) continue;
    text += typeof value === 'string' ? withoutControl(value) : String(value);
  }
  return text;
}

/** `string_to_array(param, U+001F, '')::type[]`: the column back as an array (''→NULL). */
export const arrayOf = (text: string, type: string) =>
  sql`string_to_array(${text}, chr(31), '')::${sql.raw(type)}[]`;

/** The live identifiers of a project, by kind. */
export async function projectIdentifiers(
  db: DbOrTx,
  projectId: number,
): Promise<Record<UnitKind, Set<string>>> {
  const read = async (kind: UnitKind) => {
    const table = unitTables[kind];
    const rows = await db
      .select({ identifier: table.identifier })
      .from(table)
      .where(and(eq(table.project_id, projectId), isNull(table.deleted_at)));
    return new Set(rows.map((row) => row.identifier));
  };
  const [property, warehouse, parkinglot] = await Promise.all(
    (['property', 'warehouse', 'parkinglot'] as const).map(read),
  );
  return { property: property!, warehouse: warehouse!, parkinglot: parkinglot! };
}

/** Columns each kind takes from the sheet, with their SQL types. */
const COMMON: [keyof ImportedUnit, string][] = [
  ['identifier', 'text'],
  ['type', 'text'],
  ['floor', 'int'],
  ['tower', 'text'],
  ['lots', 'text'],
  ['price', 'numeric'],
  ['total_area', 'numeric'],
  ['municipal_area', 'numeric'],
  ['built_area', 'numeric'],
  ['visible', 'boolean'],
  ['bookeable', 'boolean'],
  ['promisable', 'boolean'],
];
const HOME_ONLY: [keyof ImportedUnit, string][] = [
  ['model', 'text'],
  ['orientation', 'text'],
  ['bedrooms', 'int'],
  ['bathrooms', 'numeric'],
  ['terrace_area', 'numeric'],
];

export const importColumns = (kind: UnitKind) =>
  kind === 'property' ? [...COMMON, ...HOME_ONLY] : COMMON;

/** `unnest(a1, a2, …) as u(c1, c2, …)` over the given rows' values of these columns. */
export function unnestOf(
  rows: readonly ImportedUnit[],
  columns: readonly [keyof ImportedUnit, string][],
  extra: { name: string; type: string; values: readonly Value[] }[] = [],
): SQL {
  const all = [
    ...extra,
    ...columns.map(([name, type]) => ({ name, type, values: rows.map((row) => row[name]) })),
  ];
  const arrays = sql.join(
    all.map((c) => arrayOf(column(c.values), c.type)),
    sql`, `,
  );
  return sql`unnest(${arrays}) as u(${sql.raw(all.map((c) => c.name).join(', '))})`;
}

/** The checked rows of a sheet by kind, as kept in units_imports and read by insertUnits. */
export type UnitsByKind = Record<UnitKind, ImportedUnit[]>;

/** `json_to_recordset(source) as u(c1 type, …)`: the kind's import columns of a JSON list. */
function recordsetOf(kind: UnitKind, source: SQL): SQL {
  const columns = importColumns(kind).map(([name, type]) => `${name} ${type}`);
  return sql`json_to_recordset(${source}) as u(${sql.raw(columns.join(', '))})`;
}

/**
 * Inserts the units of one kind in one statement, on PGlite and PostgreSQL alike: INSERT … SELECT
 * FROM json_to_recordset(source), `source` being a json list of the kind's rows (a parameter, or
 * the rows a check kept in units_imports, which then never leave the database). Returns how many
 * and the id of the last one. Flags left empty get true, as the column defaults.
 */
export async function insertUnits(
  tx: Tx,
  kind: UnitKind,
  projectId: number,
  source: SQL,
): Promise<{ count: number; lastId: number | null }> {
  const table = unitTables[kind];
  const columns = importColumns(kind);
  const names = columns.map(([name]) => name);
  const selected = columns.map(([name]) =>
    name === 'visible' || name === 'bookeable' || name === 'promisable'
      ? `coalesce(u.${name}, true)`
      : `u.${name}`,
  );
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${table} (project_id, ${sql.raw(names.join(', '))})
      select ${projectId}, ${sql.raw(selected.join(', '))}
      from ${recordsetOf(kind, source)}
      returning id
    )
    select count(*)::int as count, max(id) as last from inserted`);
  const [row] = rowsOf(inserted, result);
  return { count: row?.count ?? 0, lastId: row?.last ?? null };
}

/**
 * Rows as a json parameter for insertUnits (json: read once, never converted to jsonb); control
 * characters in texts become spaces.
 */
export const jsonOf = (rows: readonly ImportedUnit[]): SQL => sql`${jsonText(rows)}::json`;

/** A kept import's rows of one kind, for insertUnits. */
export const keptRowsOf = (importId: string, kind: UnitKind): SQL =>
  sql`(select ${unitsImports.units} -> ${kind} from ${unitsImports} where ${unitsImports.id} = ${importId})`;

/** Keeps a checked sheet's rows for savePropertiesImport; first drops the expired ones. */
export async function keepImport(
  db: DbOrTx,
  values: { userId: number; projectId: number | null; units: UnitsByKind },
): Promise<string> {
  await db.delete(unitsImports).where(lte(unitsImports.expires_at, sql`now()`));
  const [row] = await db
    .insert(unitsImports)
    .values({
      user_id: values.userId,
      project_id: values.projectId,
      units: sql`${jsonText(values.units)}::json`,
    })
    .returning({ id: unitsImports.id });
  if (!row) throw new Error('la revisión no quedó guardada');
  return row.id;
}

/** The kept import `id`, locked until the transaction ends (one save at a time), or null. */
export async function lockImport(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: unitsImports.id,
      user_id: unitsImports.user_id,
      project_id: unitsImports.project_id,
      expired: sql<boolean>`${unitsImports.expires_at} <= now()`,
    })
    .from(unitsImports)
    .where(eq(unitsImports.id, id))
    .for('update');
  return row ?? null;
}

/** Whether a kept import holds an identifier already live in the project. */
export async function importClashes(tx: Tx, id: string, projectId: number): Promise<boolean> {
  for (const kind of ['property', 'warehouse', 'parkinglot'] as const) {
    const table = unitTables[kind];
    const result = await tx.execute(sql`
      select 1 as clash from ${recordsetOf(kind, keptRowsOf(id, kind))}
      join ${table} on ${table.project_id} = ${projectId} and ${table.deleted_at} is null
        and ${table.identifier} = u.identifier
      limit 1`);
    if (rowsOf(z.object({ clash: z.coerce.number() }), result).length) return true;
  }
  return false;
}

/** A kept import's rows (to report a clash row by row). */
export async function keptUnits(tx: Tx, id: string): Promise<UnitsByKind> {
  const [row] = await tx
    .select({ units: unitsImports.units })
    .from(unitsImports)
    .where(eq(unitsImports.id, id));
  const units = z
    .object({
      property: z.array(z.custom<ImportedUnit>()),
      warehouse: z.array(z.custom<ImportedUnit>()),
      parkinglot: z.array(z.custom<ImportedUnit>()),
    })
    .parse(row?.units);
  return units;
}

/** Forgets a kept import: an id saves once. */
export async function dropImport(tx: Tx, id: string): Promise<void> {
  await tx.delete(unitsImports).where(eq(unitsImports.id, id));
}

/** Rows as JSON text, texts without control characters (as the update's columns). */
function jsonText(units: UnitsByKind | readonly ImportedUnit[]): string {
  return JSON.stringify(units, (_key, value: unknown) =>
    typeof value === 'string' ? withoutControl(value) : value,
  );
}

const inserted = z.object({ count: z.coerce.number(), last: z.coerce.number().nullable() });
