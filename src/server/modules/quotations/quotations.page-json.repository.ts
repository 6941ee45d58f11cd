import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Quotation } from '../../../../graphql/generated/server/resolvers-types';
import type { Db, DbOrTx } from '../../db/client';
import { perDatabaseAndKey } from '../../db/per-database';
import { prepareRaw } from '../../db/prepared';
import { bookingRequests, projects, promiseRequests, quotations } from '../../db/schema';
import { selectionKey, type SelectionTree } from '../../kernel';
import {
  matchedPage,
  nothing,
  orderOf,
  pageIds,
  scanBound,
  scannedPage,
  searchMatched,
  totalOf,
  type QuotationListFilters,
} from './quotations.list.repository';
import type { QuotationModel } from './quotations.mappers';
import { quotationRowJson } from './quotations.page-fields.repository';
import { latest } from './quotations.records.repository';

// The quotations list page as ONE json text built by the database, parsed once (as the units
// page, issue 4): decoding each field of each row (and of each relation's rows, one query per
// relation) was most of a page's time. The page's ids come from the index-ordered plans of
// quotations.list.ts; the rows, the relations whose asked fields the database renders
// (quotations.page-fields.ts) and the total are one statement. An aggregate always answers one
// row, so a page past the end still carries its total. A details page whose fields the database
// renders reads its one quotation the same way (findQuotationJson).

const pageRow = z.object({ page: z.string(), total: z.coerce.number() });
/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const pageResult = z.union([z.array(pageRow), z.object({ rows: z.array(pageRow) })]);

/** What each row carries besides its asked fields, for the relations resolved apart. */
type Linked = Quotation & { customer_id: number; project_id: number };

const q = quotations;

/**
 * The page's statement (apart for EXPLAIN) and how its rows are built. `bound`: read the page of
 * a search without other filters from the newest entries (scanBound), its total being the
 * customers' kept count.
 */
export function pageQuery(
  f: QuotationListFilters,
  offset: number,
  limit: number,
  asked: SelectionTree | undefined,
  bound: number | null = null,
) {
  const row = quotationRowJson(asked);
  const listed = bound === null ? null : (f.listed ?? null);
  // A search by listed customers reads their quotations once for both the page and the total.
  const searched = listed === null && Array.isArray(f.customers);
  const ids = listed
    ? scannedPage(f, offset, limit, bound ?? 0)
    : searched
      ? matchedPage(f, offset, limit)
      : pageIds(f, offset, limit);
  const total = listed
    ? sql`${listed.quotations}::bigint`
    : searched
      ? sql`(select count(*) from matched)`
      : totalOf(f);
  // The total first (a CTE: computed once): a page past the end reads no index entry at all
  // (the gate is a one-time filter), where it would otherwise skip every matching entry. The
  // gate's offset stays a parameter even where the page's is written out (rowCount): postgres-js
  // sends a statement without parameters by the simple protocol, never prepared.
  const query = sql`with ${searched ? sql`${searchMatched(f)},` : sql``}
      total as (select (${total})::bigint as n)
    select coalesce(json_agg(${row.json} ${orderOf(f, 'quotations')}), '[]')::text
        as page,
      (select n from total) as total
    from ${q}
    where (select n from total) > ${offset} and ${q.id} in (select id from (${ids}) page)`;
  return { query, row };
}

/** The page statements written for a database handle, by everything that decides them. */
const writtenPages = perDatabaseAndKey<{ execute(): Promise<unknown> }>(200);

/**
 * The page's statement, prepared: written once per database handle and set of filters, offset,
 * page size and asked fields, then run again as it is. drizzle walks every chunk of a statement
 * each time it writes one. Filters holding a fragment (a broad search, «por vencer») are written
 * each time, since no key can tell two of them apart.
 */
export function pageStatement(
  db: DbOrTx,
  f: QuotationListFilters,
  offset: number,
  limit: number,
  asked: SelectionTree | undefined,
  bound: number | null,
): { execute(): Promise<unknown> } {
  const write = () =>
    prepareRaw(db, 'quotations_page', ['page', 'total'], pageQuery(f, offset, limit, asked, bound).query); // prettier-ignore
  if (f.expiring || (f.customers && !Array.isArray(f.customers))) return write();
  // Every filter, so that one added later is in the key too. More than the pages in use at
  // once (a few filters of each agency) are kept.
  return writtenPages(db, JSON.stringify([f, offset, limit, bound, selectionKey(asked)]), write);
}

/**
 * A row the database rendered (quotations.page-fields.ts) as the resolvers' parent. Each parsed
 * row is the request's own: completed where it lies rather than copied.
 */
function asModel(quotation: Linked, row: ReturnType<typeof quotationRowJson>): QuotationModel {
  const model = quotation as unknown as QuotationModel;
  if (!row.inlined.has('propertyquotation')) {
    // Not built: the field resolver loads the quoted homes.
    model.propertyquotation = [];
  } else {
    for (const home of model.propertyquotation) {
      home.row = null;
      home.built = true;
    }
  }
  // Never built here: its field resolver always loads it.
  model.promiserequest = null;
  model.row = { customer_id: quotation.customer_id, project_id: quotation.project_id, inlined: row.inlined }; // prettier-ignore
  return model;
}

/** The details statement of each asked shape, per database handle (more than the app asks). */
const detailsStatements = perDatabaseAndKey<ReturnType<typeof detailsQuery>>(20);

function detailsQuery(db: Db, json: SQL) {
  return db
    .select({
      quotation: sql<string>`(${json})::text`,
      project_id: q.project_id,
      agency_id: projects.real_state_agency_id,
      booking: bookingRequests,
      promise: promiseRequests,
    })
    .from(q)
    .innerJoin(projects, eq(projects.id, q.project_id))
    .leftJoin(bookingRequests, eq(bookingRequests.id, latest(bookingRequests)))
    .leftJoin(promiseRequests, eq(promiseRequests.id, latest(promiseRequests)))
    .where(and(eq(q.id, sql.placeholder('id')), isNull(projects.deleted_at)))
    .prepare('quotation_json');
}

/**
 * A quotation of a live project for its details page in one statement: the row rendered by the
 * database as `asked` (quotationRowJson), its project's agency for the scope check, and its
 * latest booking and promise request as rows for their loaders. Undefined when missing or its
 * project was removed. Written once per database handle and asked shape.
 */
export async function findQuotationJson(db: Db, id: number, asked: SelectionTree) {
  const row = quotationRowJson(asked);
  const statement = detailsStatements(db, selectionKey(asked), () => detailsQuery(db, row.json));
  const [found] = await statement.execute({ id });
  if (!found) return undefined;
  return { ...found, quotation: asModel(JSON.parse(found.quotation) as Linked, row) };
}

/**
 * One page of the list, newest first, and its total. `asked`: the fields the operation reads of
 * each row (undefined: every scalar, and the relations through their resolvers).
 */
export async function listQuotationsPage(
  db: DbOrTx,
  f: QuotationListFilters,
  offset: number,
  limit: number,
  asked: SelectionTree | undefined,
): Promise<{ data: QuotationModel[]; total: number }> {
  if (nothing(f)) return { data: [], total: 0 };
  const bound = scanBound(f, offset, limit);
  const row = quotationRowJson(asked);
  const read = async (scan: number | null) => {
    const statement = pageStatement(db, f, offset, limit, asked, scan);
    const parsed = pageResult.parse(await statement.execute());
    const [found] = Array.isArray(parsed) ? parsed : parsed.rows;
    return { found, rows: JSON.parse(found?.page ?? '[]') as Linked[] };
  };
  let { found, rows } = await read(bound);
  // The newest entries held fewer of the customers' quotations than the page needs (they are
  // older than an even spread would put them): read them customer by customer.
  const expected = Math.min(limit, (found?.total ?? 0) - offset);
  if (bound !== null && rows.length < expected) ({ found, rows } = await read(null));
  const data = rows.map((quotation) => asModel(quotation, row));
  return { data, total: found?.total ?? 0 };
}
