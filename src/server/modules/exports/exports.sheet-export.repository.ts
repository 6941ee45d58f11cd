import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Writable } from 'node:stream';
import { z } from 'zod';
import type { Viewer } from '../../context';
import type { Db } from '../../db/client';
import type { ExportDefinition, ExportRunContext } from './exports.job-types.service';
import { writeCsv } from './exports.csv-writer.service';
import {
  rowsOfPage,
  sheetColumnsOf,
  US,
  RS,
  type CellColumn,
  type PageData,
  type Row,
} from './exports.page-rows.service';
import { writeSheetOfPages } from './exports.sheet-pages.service';

/**
 * Rows are read in pages of this size (keyset pagination on the id, newest first): each page
 * costs a query's fixed work, and 20,000 rows of text are a few megabytes.
 */
export const EXPORT_BATCH_ROWS = 20_000;

/**
 * One column of a file: its Spanish header, its cell kind, the SQL that reads it and, for a status,
 * the labels of its codes (page-rows.ts).
 */
export interface ExportColumn extends CellColumn {
  sql: SQLWrapper | AnyColumn;
}

/**
 * One export type as a table: the tables it reads (FROM and JOINs), the WHERE built from the
 * stored params and the requester's scope, and the columns the requester may see. `sheetExport`
 * turns it into the runner's ExportDefinition.
 */
export interface SheetExportSpec {
  type: string;
  operation: string;
  fileBaseName: string;
  /** The row's id: the keyset of the pages. */
  id: AnyPgColumn;
  from: SQL;
  where(viewer: Viewer, params: Record<string, unknown>): SQL | undefined;
  columns(viewer: Viewer): readonly ExportColumn[];
  /** 'csv' when the params ask for it (contacts only). */
  format?(params: Record<string, unknown>): 'xlsx' | 'csv';
}

// Should a value itself hold a separator of the page text (page-rows.ts; no form lets a person
// type one), the page holds more separators than its rows and fields need; it is then read again
// as JSON, slower but exact.

function occurrences(text: string, separator: string): number {
  let n = 0;
  for (let at = text.indexOf(separator); at !== -1; at = text.indexOf(separator, at + 1)) n++;
  return n;
}

/** The column as the text the page carries: instants as epoch milliseconds, booleans t / f. */
function encoded(column: ExportColumn): SQL {
  switch (column.kind) {
    case 'datetime':
      return sql`round(extract(epoch from ${column.sql}) * 1000)`;
    case 'date':
      return sql`to_char(${column.sql}, 'YYYY-MM-DD')`;
    case 'bool':
      return sql`(case when ${column.sql} then 't' when not ${column.sql} then 'f' end)`;
    default:
      return sql`${column.sql}`;
  }
}

const pageRow = z.object({
  text: z.string().nullable(),
  last: z.coerce.number().nullable(),
  n: z.coerce.number(),
});
/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const pageResult = z.union([z.array(pageRow), z.object({ rows: z.array(pageRow) })]);
const jsonRows = z.array(z.array(z.string().nullable()));

function firstRow(result: unknown) {
  const parsed = pageResult.parse(result);
  return (Array.isArray(parsed) ? parsed : parsed.rows)[0];
}

interface PageQuery {
  db: Db;
  spec: SheetExportSpec;
  where: SQL | undefined;
  values: SQL[];
  limit: number;
}

/** One page below `before` (newest first): its rows, the id to continue from, and its size. */
async function readPage(
  q: PageQuery,
  before: number | null,
  json = false,
): Promise<{ page: PageData; last: number; more: boolean } | null> {
  const after = before === null ? sql`true` : sql`${q.spec.id} < ${before}`;
  const line = json
    ? sql`json_build_array(${sql.join(
        q.values.map((v) => sql`(${v})::text`),
        sql`, `,
      )})`
    : sql`format(${q.values.map(() => '%s').join(US)}, ${sql.join(q.values, sql`, `)})`;
  // The subquery hands the rows over in its order, which the aggregate keeps in practice (an
  // ORDER BY inside it would sort every page a second time); the keyset only needs min(id).
  const all = json ? sql`json_agg(page.line)::text` : sql`string_agg(page.line, ${RS})`;
  const page = firstRow(
    await q.db.execute(sql`select ${all} as text, min(page.id) as last, count(*) as n
      from (select ${q.spec.id} as id, ${line} as line
        from ${q.spec.from} where ${q.where ?? sql`true`} and ${after}
        order by ${q.spec.id} desc limit ${q.limit}) page`),
  );
  if (!page?.text || page.last === null) return null;
  const more = page.n === q.limit;
  if (json) {
    const rows = jsonRows.parse(JSON.parse(page.text)).map((row) => row.map((v) => v ?? ''));
    const whole = rows.length === page.n && rows.every((row) => row.length === q.values.length);
    return whole ? { page: { rows }, last: page.last, more } : null;
  }
  // A separator inside a value only ever adds to these counts.
  const whole =
    occurrences(page.text, RS) === page.n - 1 &&
    occurrences(page.text, US) === page.n * (q.values.length - 1);
  if (!whole) return readPage(q, before, true);
  return { page: { text: page.text }, last: page.last, more };
}

const boundsRow = z.object({
  high: z.coerce.number().nullable(),
  low: z.coerce.number().nullable(),
});
const boundsResult = z.union([z.array(boundsRow), z.object({ rows: z.array(boundsRow) })]);

/**
 * The highest and lowest id of the rows (two index probes): how far the pages got is read from
 * the ids, since counting the rows first would cost a scan of its own.
 */
async function idBounds(q: PageQuery) {
  const first = (order: SQL) =>
    sql`(select ${q.spec.id} from ${q.spec.from} where ${q.where ?? sql`true`}
      order by ${q.spec.id} ${order} limit 1)`;
  const parsed = boundsResult.parse(
    await q.db.execute(sql`select ${first(sql`desc`)} as high, ${first(sql`asc`)} as low`),
  );
  return (Array.isArray(parsed) ? parsed : parsed.rows)[0];
}

interface PagesOptions {
  signal: AbortSignal;
  progress?: (done: number) => void;
  limit?: number;
}

/**
 * The pages, newest first, as read. The next page is asked for as soon as one arrives, so the
 * database works on it while the writer turns this one into the file;
 * memory holds a few pages at most.
 */
async function* keysetPageData(
  db: Db,
  spec: SheetExportSpec,
  where: SQL | undefined,
  columns: readonly ExportColumn[],
  options: PagesOptions,
): AsyncGenerator<PageData> {
  const limit = options.limit ?? EXPORT_BATCH_ROWS;
  const q: PageQuery = { db, spec, where, values: columns.map(encoded), limit };
  const bounds = options.progress ? await idBounds(q) : undefined;
  const span = bounds?.high != null && bounds.low != null ? bounds.high - bounds.low + 1 : 0;
  let next = readPage(q, null);
  for (;;) {
    options.signal.throwIfAborted();
    const page = await next;
    if (!page) return;
    if (page.more) {
      next = readPage(q, page.last);
      // Handled when awaited; without this an abort between pages would leave it unobserved.
      next.catch(() => undefined);
    }
    if (span && bounds?.high != null) options.progress?.((bounds.high - page.last + 1) / span);
    yield page.page;
    if (!page.more) return;
  }
}

/** The pages' rows, newest first (the CSV writer's input). */
export async function* keysetPages(
  db: Db,
  spec: SheetExportSpec,
  where: SQL | undefined,
  columns: readonly ExportColumn[],
  options: PagesOptions,
): AsyncGenerator<Iterable<Row>> {
  for await (const page of keysetPageData(db, spec, where, columns, options)) {
    yield rowsOfPage(page);
  }
}

export function sheetExport(spec: SheetExportSpec): ExportDefinition {
  return {
    type: spec.type,
    operation: spec.operation,
    fileBaseName: spec.fileBaseName,
    extension: (params) => spec.format?.(params) ?? 'xlsx',
    write(ctx: ExportRunContext, out: Writable, progress) {
      const where = spec.where(ctx.viewer, ctx.params);
      const columns = spec.columns(ctx.viewer);
      const options = { signal: ctx.signal, progress };
      if (spec.format?.(ctx.params) === 'csv') {
        const pages = keysetPages(ctx.db, spec, where, columns, options);
        return writeCsv(out, sheetColumnsOf(columns), pages);
      }
      const cells = columns.map(({ header, kind, width, labels }) => ({ header, kind, width, labels })); // prettier-ignore
      const pages = keysetPageData(ctx.db, spec, where, columns, options);
      return writeSheetOfPages(out, spec.fileBaseName, cells, pages, ctx.signal);
    },
  };
}
