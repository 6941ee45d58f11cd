import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/rows';
import { bookingOrders, bookingRequests, projects, prospects, quotations } from '../../db/schema';
import { inProjectSet, intArray, searchMatches, type ProjectSet } from '../quotations';
import type { SalesSearch } from '../quotations';
import type { SearchKind } from './search.mappers';

// The SQL of the search from anywhere: one statement, one `union all` branch per kind the viewer
// may list, each limited and newest first. Every branch reads an index the lists already have:
// records by id (primary keys), payments by order number (unique indexes), the searched
// customers' records (the *_customer_idx indexes, and quotation_id for promises), booking
// requests through their text index, and homes by identifier prefix (migration 0032).
// Projects are scoped as each kind's own list does: quotations, bookings and prospects read the
// viewer's live project set (quotations' salesProjects), promises and pre-approvals join the
// project under projectScope (sales-common's salesListPage), homes are live ones of live
// projects under projectScope (units' liveIn).

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
  /** The live projects the viewer may see (the quotations, bookings and prospects lists). */
  projects: ProjectSet;
  /** projectScope.condition over `projects`; undefined = every project. */
  condition: SQL | undefined;
}

const hitRow = z.object({
  kind: z.string(),
  id: z.coerce.number(),
  title: z.string(),
  rut: z.string().nullable(),
  project: z.string().nullable(),
  status: z.string().nullable(),
  created_at: z.coerce.date().nullable(),
});
export type HitRow = z.output<typeof hitRow>;

const either = (parts: (SQL | null)[]): SQL | null => {
  const given = parts.filter((part): part is SQL => part !== null);
  return given.length ? sql`(${sql.join(given, sql` or `)})` : null;
};

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A scope condition, or true when there is none. */
const scoped = (condition: SQL | undefined) => condition ?? sql`true`;

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

const customerName = sql`c.name || ' ' || c.last_name`;
const customerRut = sql`c.rut::text || c.rut_dv`;

const quotationsOfCustomers = (t: SearchTerms) =>
  t.customers.length
    ? sql`select sq.id from quotations sq where sq.customer_id = any(${intArray(t.customers)}::int[])`
    : null;

const branches: Record<SearchKind, Branch> = {
  QUOTATION: (t, scope, limit) => {
    const match = either([byId(t, 'q.id'), ofCustomers(t, 'q.customer_id')]);
    return (
      match &&
      sql`select 'QUOTATION' as kind, q.id, ${customerName} as title,
        ${customerRut} as rut, ${projects.name} as project, q.status, q.created_at
      from quotations q join customers c on c.id = q.customer_id
        join ${projects} on ${projects.id} = q.project_id
      where ${match} and ${inProjectSet(q.project_id, scope.projects)}
      order by q.created_at desc, q.id desc limit ${limit}`
    );
  },
  BOOKING_REQUEST: (t, scope, limit) => {
    const text = t.search && searchMatches(br.search_text, t.search);
    const match = either([byId(t, 'br.id'), text]);
    return (
      match &&
      sql`select 'BOOKING_REQUEST' as kind, br.id, br.contact_name as title,
        br.contact_rut as rut, ${projects.name} as project, br.status, br.created_at
      from booking_requests br join ${projects} on ${projects.id} = br.project_id
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
      sql`select 'BOOKING_ORDER' as kind, bo.id, br.contact_name as title,
        br.contact_rut as rut, ${projects.name} as project, bo.status, bo.created_at
      from booking_orders bo join booking_requests br on br.id = bo.booking_request_id
        join ${projects} on ${projects.id} = bo.project_id
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
      sql`select 'PROMISE_REQUEST' as kind, pr.id, ${customerName} as title,
        ${customerRut} as rut, ${projects.name} as project, pr.status, pr.created_at
      from promise_requests pr join quotations q on q.id = pr.quotation_id
        join customers c on c.id = q.customer_id
        join ${projects} on ${projects.id} = pr.project_id
      where ${match} and ${scoped(scope.condition)}
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
      sql`select 'PROMISE_ORDER' as kind, po.id, ${customerName} as title,
        ${customerRut} as rut, ${projects.name} as project, po.status, po.created_at
      from promise_orders po join promise_requests pr on pr.id = po.promise_request_id
        join quotations q on q.id = pr.quotation_id join customers c on c.id = q.customer_id
        join ${projects} on ${projects.id} = po.project_id
      where ${match} and ${scoped(scope.condition)}
      order by po.created_at desc, po.id desc limit ${limit}`
    );
  },
  PREAPPROVAL: (t, scope, limit) => {
    const match = either([byId(t, 'pa.id'), ofCustomers(t, 'pa.customer_id')]);
    return (
      match &&
      sql`select 'PREAPPROVAL' as kind, pa.id, ${customerName} as title,
        ${customerRut} as rut, ${projects.name} as project, pa.status, pa.created_at
      from preapprovals pa join customers c on c.id = pa.customer_id
        join ${projects} on ${projects.id} = pa.project_id
      where ${match} and ${scoped(scope.condition)}
      order by pa.created_at desc, pa.id desc limit ${limit}`
    );
  },
  PROSPECT: (t, scope, limit) => {
    const match = either([byId(t, 'ps.id'), ofCustomers(t, 'ps.customer_id')]);
    return (
      match &&
      sql`select 'PROSPECT' as kind, ps.id, ${customerName} as title,
        ${customerRut} as rut, ${projects.name} as project, ps.status, ps.created_at
      from prospects ps join customers c on c.id = ps.customer_id
        join ${projects} on ${projects.id} = ps.project_id
      where ${match} and ${inProjectSet(ps.project_id, scope.projects)}
      order by ps.created_at desc, ps.id desc limit ${limit}`
    );
  },
  PROPERTY: (t, scope, limit) => {
    if (t.unitPrefix === null) return null;
    // The expression of properties_identifier_prefix_idx (migration 0032), so a prefix is a range.
    return sql`select 'PROPERTY' as kind, u.id, u.identifier as title, null::text as rut,
        ${projects.name} as project, null::text as status, null::timestamptz as created_at
      from properties u join ${projects} on ${projects.id} = u.project_id
      where lower(u.identifier) like ${`${likeEscaped(t.unitPrefix)}%`}
        and u.deleted_at is null and ${projects.deleted_at} is null and ${scoped(scope.condition)}
      order by lower(u.identifier), u.id limit ${limit}`;
  },
};

/**
 * Up to `limit` hits of each kind in `kinds` (one more than asked, so the caller knows whether
 * there are more), in one statement.
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

/**
 * The newest `cap` customers among `found` (a search's ids, or its subquery when it matched too
 * many to list): the records of the people most recently added come first.
 */
export async function newestCustomers(
  db: DbOrTx,
  found: number[] | SQL,
  cap: number,
): Promise<number[]> {
  if (Array.isArray(found)) return [...found].sort((a, b) => b - a).slice(0, cap);
  const rows = rowsOf(
    z.object({ id: z.coerce.number() }),
    await db.execute(sql`select id from (${found}) s order by id desc limit ${cap}`),
  );
  return rows.map((row) => row.id);
}
