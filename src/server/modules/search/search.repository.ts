import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/rows';
import {
  bookingOrders,
  bookingRequests,
  customers,
  projects,
  properties,
  prospects,
  quotations,
} from '../../db/schema';
import { customerMatches, inProjectSet, intArray, searchMatches, type ProjectSet } from '../quotations'; // prettier-ignore
import type { SalesSearch } from '../quotations';
import type { SearchKind } from './search.mappers';

// The SQL of the search from anywhere. A search is a few small statements, each quick to plan:
// the projects in the viewer's scope (with their names), the searched customers (newest first,
// capped), one `union all` of single-table branches (only the kinds and lookups the text can
// match, each limited and newest first), then the names of the few hits' customers. Every branch
// reads an index the lists already have: records by id (primary keys), payments by order number
// (unique indexes), the searched customers' records (the *_customer_idx indexes, and
// quotation_id for promises), booking requests through their text index, and homes by
// identifier prefix (migration 0032).
// Projects are scoped as each kind's own list does: quotations, bookings and prospects read the
// viewer's live project set (quotations' salesProjects), promises and pre-approvals every project
// under projectScope, removed ones too (sales-common's salesListPage joins the project), homes are
// live ones of live projects under projectScope (units' liveIn).

export interface SearchTerms {
  /** A record number typed (a row id). */
  number: number | null;
  /** A payment's order number, exactly as typed. */
  orderNumber: string | null;
  /** The customers the text matched (newest first, capped); empty when none or not searched. */
  customers: number[];
  /** The text as a prefix query over booking requests' search_text; null when not a search. */
  search: SalesSearch | null;
  /** A unit identifier prefix, lower case; null when not one. */
  unitPrefix: string | null;
}

export interface SearchScope {
  /** The live projects the viewer may see (the quotations, bookings, prospects and homes lists). */
  projects: ProjectSet;
  /** Every project under projectScope, removed ones too; null when the viewer sees them all. */
  scoped: number[] | null;
  /** The names of the projects in scope, by id. */
  names: Map<number, string>;
}

const projectRow = z.object({
  id: z.coerce.number(),
  name: z.string(),
  removed: z.boolean(),
});

/**
 * The projects under the viewer's projectScope condition (undefined = every project): the live
 * set the sales lists read (as quotations' salesProjects without filters), every one of them for
 * the lists that join the project, and their names.
 */
export async function findScope(db: DbOrTx, condition: SQL | undefined): Promise<SearchScope> {
  const rows = rowsOf(
    projectRow,
    await db.execute(sql`select ${projects.id} as id, ${projects.name} as name,
        ${projects.deleted_at} is not null as removed
      from ${projects} where ${condition ?? sql`true`} order by ${projects.id}`),
  );
  const ids = rows.filter((row) => !row.removed).map((row) => row.id);
  return {
    projects: { ids, every: condition === undefined && ids.length === rows.length },
    scoped: condition === undefined ? null : rows.map((row) => row.id),
    names: new Map(rows.map((row) => [row.id, row.name])),
  };
}

const hitRow = z.object({
  kind: z.string(),
  id: z.coerce.number(),
  customer_id: z.coerce.number().nullable(),
  title: z.string().nullable(),
  rut: z.string().nullable(),
  project_id: z.coerce.number(),
  status: z.string().nullable(),
  created_at: z.coerce.date().nullable(),
});
/** A hit as its branch reads it: the person is a customer id, or the contact's own fields. */
export type HitRow = z.output<typeof hitRow>;

const either = (parts: (SQL | null)[]): SQL | null => {
  const given = parts.filter((part): part is SQL => part !== null);
  return given.length ? sql`(${sql.join(given, sql` or `)})` : null;
};

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A project_id column limited to every project under projectScope (removed ones too). */
const inScope = (column: string, scope: SearchScope) =>
  scope.scoped === null
    ? sql`true`
    : sql`${sql.raw(column)} = any(${intArray(scope.scoped)}::int[])`;

type Branch = (t: SearchTerms, scope: SearchScope, limit: number) => SQL | null;

const byId = (t: SearchTerms, column: string) =>
  t.number === null ? null : sql`${sql.raw(column)} = ${t.number}`;

const ofCustomers = (t: SearchTerms, column: string) =>
  t.customers.length ? sql`${sql.raw(column)} = any(${intArray(t.customers)}::int[])` : null;

// Aliased tables, so the lists' own conditions (inProjectSet, searchMatches) apply to these rows.
const q = alias(quotations, 'q');
const br = alias(bookingRequests, 'br');
const sbr = alias(bookingRequests, 'sbr');
const bo = alias(bookingOrders, 'bo');
const ps = alias(prospects, 'ps');
const u = alias(properties, 'u');

const quotationsOfCustomers = (t: SearchTerms) =>
  t.customers.length
    ? sql`select sq.id from quotations sq where sq.customer_id = any(${intArray(t.customers)}::int[])`
    : null;

// Every branch reads one table (and a semi-join when it matches through another), so the union
// plans fast; the few hits' people and projects are named afterwards.
const branches: Record<SearchKind, Branch> = {
  QUOTATION: (t, scope, limit) => {
    const match = either([byId(t, 'q.id'), ofCustomers(t, 'q.customer_id')]);
    return (
      match &&
      sql`select 'QUOTATION' as kind, q.id, q.customer_id, null::text as title, null::text as rut,
        q.project_id, q.status, q.created_at
      from quotations q
      where ${match} and ${inProjectSet(q.project_id, scope.projects)}
      order by q.created_at desc, q.id desc limit ${limit}`
    );
  },
  BOOKING_REQUEST: (t, scope, limit) => {
    const text = t.search && searchMatches(br.search_text, t.search);
    const match = either([byId(t, 'br.id'), text]);
    return (
      match &&
      sql`select 'BOOKING_REQUEST' as kind, br.id, null::int as customer_id,
        br.contact_name as title, br.contact_rut as rut, br.project_id, br.status, br.created_at
      from booking_requests br
      where ${match} and ${inProjectSet(br.project_id, scope.projects)}
      order by br.created_at desc, br.id desc limit ${limit}`
    );
  },
  BOOKING_ORDER: (t, scope, limit) => {
    const requests =
      t.search &&
      sql`bo.booking_request_id in (select sbr.id from booking_requests sbr
        where ${searchMatches(sbr.search_text, t.search)})`;
    const order = t.orderNumber === null ? null : sql`bo.order_number = ${t.orderNumber}`;
    const match = either([byId(t, 'bo.id'), order, requests]);
    return (
      match &&
      sql`select 'BOOKING_ORDER' as kind, bo.id, null::int as customer_id,
        (select r.contact_name from booking_requests r where r.id = bo.booking_request_id) as title,
        (select r.contact_rut from booking_requests r where r.id = bo.booking_request_id) as rut,
        bo.project_id, bo.status, bo.created_at
      from booking_orders bo
      where ${match} and ${inProjectSet(bo.project_id, scope.projects)}
      order by bo.created_at desc, bo.id desc limit ${limit}`
    );
  },
  PROMISE_REQUEST: (t, scope, limit) => {
    const quoted = quotationsOfCustomers(t);
    const order = t.orderNumber === null ? null : sql`pr.order_number = ${t.orderNumber}`;
    const match = either([byId(t, 'pr.id'), order, quoted && sql`pr.quotation_id in (${quoted})`]);
    return (
      match &&
      sql`select 'PROMISE_REQUEST' as kind, pr.id,
        (select c.customer_id from quotations c where c.id = pr.quotation_id) as customer_id,
        null::text as title, null::text as rut, pr.project_id, pr.status, pr.created_at
      from promise_requests pr
      where ${match} and ${inScope('pr.project_id', scope)}
      order by pr.created_at desc, pr.id desc limit ${limit}`
    );
  },
  PROMISE_ORDER: (t, scope, limit) => {
    const quoted = quotationsOfCustomers(t);
    const order = t.orderNumber === null ? null : sql`spr.order_number = ${t.orderNumber}`;
    const ofRequests = either([order, quoted && sql`spr.quotation_id in (${quoted})`]);
    const requests =
      ofRequests &&
      sql`po.promise_request_id in (select spr.id from promise_requests spr where ${ofRequests})`;
    const match = either([byId(t, 'po.id'), requests]);
    return (
      match &&
      sql`select 'PROMISE_ORDER' as kind, po.id,
        (select c.customer_id from promise_requests r join quotations c on c.id = r.quotation_id
          where r.id = po.promise_request_id) as customer_id,
        null::text as title, null::text as rut, po.project_id, po.status, po.created_at
      from promise_orders po
      where ${match} and ${inScope('po.project_id', scope)}
      order by po.created_at desc, po.id desc limit ${limit}`
    );
  },
  PREAPPROVAL: (t, scope, limit) => {
    const match = either([byId(t, 'pa.id'), ofCustomers(t, 'pa.customer_id')]);
    return (
      match &&
      sql`select 'PREAPPROVAL' as kind, pa.id, pa.customer_id, null::text as title,
        null::text as rut, pa.project_id, pa.status, pa.created_at
      from preapprovals pa
      where ${match} and ${inScope('pa.project_id', scope)}
      order by pa.created_at desc, pa.id desc limit ${limit}`
    );
  },
  PROSPECT: (t, scope, limit) => {
    const match = either([byId(t, 'ps.id'), ofCustomers(t, 'ps.customer_id')]);
    return (
      match &&
      sql`select 'PROSPECT' as kind, ps.id, ps.customer_id, null::text as title,
        null::text as rut, ps.project_id, ps.status, ps.created_at
      from prospects ps
      where ${match} and ${inProjectSet(ps.project_id, scope.projects)}
      order by ps.created_at desc, ps.id desc limit ${limit}`
    );
  },
  PROPERTY: (t, scope, limit) => {
    if (t.unitPrefix === null) return null;
    // The expression of properties_identifier_prefix_idx (migration 0032), so a prefix is a range.
    // Live homes of the live projects in scope: the live set is exactly those projects.
    return sql`select 'PROPERTY' as kind, u.id, null::int as customer_id, u.identifier as title,
        null::text as rut, u.project_id, null::text as status, null::timestamptz as created_at
      from properties u
      where lower(u.identifier) like ${`${likeEscaped(t.unitPrefix)}%`}
        and u.deleted_at is null and ${inProjectSet(u.project_id, scope.projects)}
      order by lower(u.identifier), u.id limit ${limit}`;
  },
};

/**
 * Up to `limit` hits of each kind in `kinds` (one more than asked, so the caller knows whether
 * there are more), in one statement; none when the text can match none of them.
 */
export async function findHits(
  db: DbOrTx,
  kinds: readonly SearchKind[],
  terms: SearchTerms,
  scope: SearchScope,
  limit: number,
): Promise<HitRow[]> {
  const parts = kinds
    .map((kind) => branches[kind]?.(terms, scope, limit + 1))
    .filter((part): part is SQL => part != null)
    .map((part) => sql`(${part})`);
  if (parts.length === 0) return [];
  return rowsOf(hitRow, await db.execute(sql.join(parts, sql` union all `)));
}

const personRow = z.object({ id: z.coerce.number(), title: z.string(), rut: z.string() });
export type PersonRow = z.output<typeof personRow>;

/** The name and RUT (bare digits and check digit) of a few customers, by id. */
export async function findPeople(db: DbOrTx, ids: readonly number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return rowsOf(
    personRow,
    await db.execute(sql`select ${customers.id} as id,
        ${customers.name} || ' ' || ${customers.last_name} as title,
        ${customers.rut}::text || ${customers.rut_dv} as rut
      from ${customers} where ${customers.id} = any(${intArray(ids)}::int[])`),
  );
}

const idRow = z.object({ id: z.coerce.number() });
const maxRow = z.object({ id: z.coerce.number().nullable() });

/**
 * The newest `cap` customers the search matches. Their prefix index (a GIN index) finds every
 * match, unordered, and each one is a heap visit: a common surname is thousands of them. So for
 * words (`window` given) the newest `window` ids are searched first (the index's matches and the
 * primary key's range are intersected before the heap is read), and the older ones only when
 * those were too few: the limit stops the `union all` before its second part when the first gave
 * enough. A RUT, phone or email matches a few customers: one ordered read, without the window.
 */
export async function newestCustomers(
  db: DbOrTx,
  search: SalesSearch,
  cap: number,
  window: number | null,
): Promise<number[]> {
  const match = customerMatches(customers.search_text, search);
  const part = (range: SQL) =>
    sql`(select ${customers.id} as id from ${customers} where ${match} and ${range}
      order by ${customers.id} desc limit ${cap})`;
  const ids = async (query: SQL) => rowsOf(idRow, await db.execute(query)).map((row) => row.id);
  if (window === null) return ids(part(sql`true`));
  const [last] = rowsOf(maxRow, await db.execute(sql`select max(${customers.id}) as id from ${customers}`)); // prettier-ignore
  if (!last || last.id === null) return [];
  // A bound given as a value, not a subquery, so the planner sees how narrow the range is.
  const from = last.id - window;
  return ids(sql`select id from (${part(sql`${customers.id} > ${from}`)}
      union all ${part(sql`${customers.id} <= ${from}`)}) s limit ${cap}`);
}
