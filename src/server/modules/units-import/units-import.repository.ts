import { and, eq, getTableName, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import type { ImportedUnit } from './units-import.columns';
import { unitTables, type UnitKind } from '../units/units.kinds';
import { copyInto, copyRows, pgliteOf } from './units-import.copy';

// Set-based SQL of the units import. New units go in with one COPY per kind on PGlite
// (spreadsheets.copy.ts). On PostgreSQL, and for the update by sheet, 100,000 values travel as
// one text per column (joined by the unit separator U+001F, an empty value meaning NULL), split
// and cast by the database with unnest(string_to_array(…)): a few megabytes instead of a
// parameter per value (PostgreSQL allows 65,535).

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

/**
 * Inserts the units of one kind in one statement; returns how many and the id of the last one.
 * PGlite: one COPY, and this session's currval of the table's sequence (another session's inserts
 * do not move it). PostgreSQL: one INSERT … SELECT FROM unnest(…) (see pgliteOf). Flags left
 * empty get true, as the column defaults.
 */
export async function insertUnits(
  tx: Tx,
  kind: UnitKind,
  projectId: number,
  rows: readonly ImportedUnit[],
): Promise<{ count: number; lastId: number | null }> {
  if (!rows.length) return { count: 0, lastId: null };
  const table = unitTables[kind];
  const columns = importColumns(kind);
  const names = columns.map(([name]) => name);
  const pglite = pgliteOf(tx);
  if (pglite)
    return insertCopyText(tx, kind, projectId, copyRows(projectId, rows, names), rows.length);
  const selected = columns.map(([name]) =>
    name === 'visible' || name === 'bookeable' || name === 'promisable'
      ? `coalesce(u.${name}, true)`
      : `u.${name}`,
  );
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${table} (project_id, ${sql.raw(names.join(', '))})
      select ${projectId}, ${sql.raw(selected.join(', '))}
      from ${unnestOf(rows, columns)}
      returning id
    )
    select count(*)::int as count, max(id) as last from inserted`);
  const [row] = rowsOf(inserted, result);
  return { count: row?.count ?? 0, lastId: row?.last ?? null };
}

/**
 * PGlite: inserts `count` units of one kind from their COPY text (copyRows, or a prepared body
 * given its project by withProject) in one COPY; returns how many and the id of the last one.
 */
export async function insertCopyText(
  tx: Tx,
  kind: UnitKind,
  projectId: number,
  text: string,
  count: number,
): Promise<{ count: number; lastId: number | null }> {
  const pglite = pgliteOf(tx);
  if (!pglite) throw new TypeError('COPY solo está disponible en PGlite');
  if (!count) return { count: 0, lastId: null };
  const name = getTableName(unitTables[kind]);
  const names = importColumns(kind).map(([column]) => column);
  await copyInto(pglite, name, projectId, ['project_id', ...names], text);
  const result = await tx.execute(
    sql`select ${count} as count, currval(pg_get_serial_sequence(${name}, 'id')) as last`,
  );
  const [row] = rowsOf(inserted, result);
  return { count: row?.count ?? 0, lastId: row?.last ?? null };
}

const inserted = z.object({ count: z.coerce.number(), last: z.coerce.number().nullable() });

/** db.execute answers { rows } on PGlite and an array on postgres-js. */
export function rowsOf<T extends z.ZodType>(row: T, result: unknown): z.output<T>[] {
  return z
    .union([z.array(row), z.object({ rows: z.array(row) })])
    .transform((r) => (Array.isArray(r) ? r : r.rows))
    .parse(result);
}
