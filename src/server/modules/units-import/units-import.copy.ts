import type { DbOrTx } from '../../db/client';
import type { ImportedUnit } from './units-import.columns';

// COPY … FROM of the units import on PGlite: the rows travel once, as COPY's text format (a tab
// between values, a line per row, \N for NULL), and the database parses them with its input
// functions, with no array to build on either side. Measured on 100,000 rows into a table without
// indexes: about 4× less database time than INSERT … SELECT FROM unnest(string_to_array(…)). COPY
// is one statement: every row or none, inside the caller's transaction (the project lock, the
// identifier check and the audit row).

type Value = string | number | boolean | null;

/** A text value as COPY reads it back: backslash escaped, control characters as spaces. */
function copyString(text: string): string {
  let at = 0;
  for (; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (c < 32 || c === 92) break;
  }
  if (at === text.length) return text;
  let out = text.slice(0, at);
  for (; at < text.length; at++) {
    const c = text.charCodeAt(at);
    // The same as the previous unnest path did: a line break in a cell becomes a space.
    out += c === 92 ? '\\\\' : c < 32 ? ' ' : text[at];
  }
  return out;
}

function copyValue(value: Value | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return copyString(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (!Number.isFinite(value)) throw new TypeError(`valor no finito en la importación: ${value}`);
  return String(value);
}

/**
 * Rows of `columns` as COPY lines without their project id (joined by line breaks, none at the
 * end); flags left empty are true. A value never holds a line break (copyString), so the lines
 * can be given their project later (withProject): the check prepares them before it knows it.
 */
export function copyBody(
  rows: readonly ImportedUnit[],
  columns: readonly (keyof ImportedUnit)[],
): string {
  const flags = columns.map((c) => c === 'visible' || c === 'bookeable' || c === 'promisable');
  const lines: string[] = new Array<string>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    let line = '';
    for (let i = 0; i < columns.length; i++) {
      const value = row[columns[i]!];
      line += (i ? '\t' : '') + copyValue(flags[i] ? (value ?? true) : value);
    }
    lines[r] = line;
  }
  return lines.join('\n');
}

/** copyBody's lines, each led by the project id: the COPY text of copyInto. */
export function withProject(projectId: number, body: string): string {
  if (!Number.isSafeInteger(projectId)) throw new TypeError(`proyecto inválido: ${projectId}`);
  if (!body) return '';
  const lead = `${projectId}\t`;
  return lead + body.replaceAll('\n', `\n${lead}`) + '\n';
}

/** Rows of `columns` as COPY text, each led by the project id; flags left empty are true. */
export function copyRows(
  projectId: number,
  rows: readonly ImportedUnit[],
  columns: readonly (keyof ImportedUnit)[],
): string {
  return withProject(projectId, copyBody(rows, columns));
}

/** PGlite's transaction client, as far as COPY needs it. */
export interface PgliteCopier {
  query(sql: string, params?: unknown[], options?: { blob: Blob }): Promise<{ rows: unknown[] }>;
}

function isPglite(client: unknown): client is PgliteCopier {
  return typeof client === 'object' && client !== null && 'query' in client && 'exec' in client;
}

/**
 * The transaction's PGlite client, or null on postgres-js. postgres-js 3.4 is left out on
 * purpose: when a COPY FROM STDIN fails (a unit saved meanwhile under the same identifier), its
 * writable never finishes and the error is dropped, so the transaction would hang holding the
 * project's lock. On PostgreSQL the import keeps INSERT … SELECT FROM unnest(…).
 */
export function pgliteOf(tx: DbOrTx): PgliteCopier | null {
  // Drizzle keeps the driver's transaction client on the session; COPY is not in its builder.
  const client: unknown = Reflect.get(tx._.session, 'client');
  return isPglite(client) ? client : null;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * COPY `text` into `table` (`columns` in the text's order, the first being project_id), read by
 * PGlite from a blob. Every row belongs to `projectId`, whose row this function locks first
 * (FOR KEY SHARE, what the foreign key's check takes; the import already holds FOR UPDATE): the
 * project exists and cannot go away before the commit. So the COPY runs with
 * session_replication_role = replica, which skips the foreign key's check per row (a trigger that
 * locks the same project row once per unit: about 45 % of the COPY's time on 70,000 homes). The
 * kept totals still fire: their triggers are ENABLE ALWAYS (migration 0020). Their statement
 * trigger reads the COPY's rows from a transition table, which work_mem (4 MB) would spill to a
 * temporary file (70,000 homes: about 10 MB, written and read back through PGlite's file system):
 * the COPY gets 64 MB instead, about 35 ms less. Both settings go back right after the COPY; a
 * failed COPY aborts the transaction, which undoes the SET LOCALs.
 */
export async function copyInto(
  client: PgliteCopier,
  table: string,
  projectId: number,
  columns: readonly string[],
  text: string,
): Promise<void> {
  if (columns[0] !== 'project_id') throw new TypeError('la copia debe empezar por project_id');
  const locked = await client.query(
    'select 1 from projects where id = $1 and deleted_at is null for key share',
    [projectId],
  );
  if (!locked.rows.length) throw new TypeError(`el proyecto ${projectId} no existe`);
  const target = `${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`;
  const { rows } = await client.query(
    `select current_setting('work_mem') as work_mem,
      set_config('session_replication_role', 'replica', true), set_config('work_mem', '64MB', true)`,
  );
  const { work_mem } = rows[0] as { work_mem: string };
  await client.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([text]) });
  await client.query(
    `select set_config('session_replication_role', 'origin', true), set_config('work_mem', $1, true)`,
    [work_mem],
  );
}
