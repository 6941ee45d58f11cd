import { sql, type SQL } from 'drizzle-orm';
import { preapprovals, prospects, rukans } from '../../db/schema';
import { inProjectSet, intArray } from '../quotations';
import type { ProspectFilters } from './business.filters.service';

// The board's and the list's filters (business.filters.service.ts) as conditions on prospects,
// and the Chile-day bounds of a date range.

/** Midnight of a Chile day, as timestamptz. */
export const chileDay = (day: string) =>
  sql`(${day}::date)::timestamp at time zone 'America/Santiago'`;

/** The day after `day`, 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const p = prospects;
const today = sql`(now() at time zone 'America/Santiago')::date`;
// A Rukan is current (vigente) until its valid_until, or with no expiry known (as the export).
const currentRukan = sql`exists (select 1 from ${rukans} where ${rukans.customer_id} = ${p.customer_id}
  and (${rukans.valid_until} is null or ${rukans.valid_until} >= ${today}))`;

/** The conditions on prospects created in [from, until) (null = open), every filter included. */
export function conditions(f: ProspectFilters, from: string | null, until: string | null): SQL[] {
  return [
    inProjectSet(p.project_id, f.projects),
    ...(from ? [sql`${p.created_at} >= ${chileDay(from)}`] : []),
    ...(until ? [sql`${p.created_at} < ${chileDay(until)}`] : []),
    ...(Array.isArray(f.customers)
      ? [sql`${p.customer_id} = any(${intArray(f.customers)}::int[])`]
      : f.customers
        ? [sql`${p.customer_id} in (${f.customers})`]
        : []),
    ...(f.rukan === '1' ? [currentRukan] : f.rukan === '0' ? [sql`not ${currentRukan}`] : []),
    ...(f.preapproval
      ? [
          sql`exists (select 1 from ${preapprovals} where ${preapprovals.id} = ${p.preapproval_id}
            and ${preapprovals.status} = ${f.preapproval})`,
        ]
      : []),
  ];
}

export const allOf = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
