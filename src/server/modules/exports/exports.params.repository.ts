import { and, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import { PREAPPROVAL_STATUSES } from '../../db/schema/statuses';

// The filters of a job as stored in export_jobs.params (already checked when it was requested)
// and read back by the runner through these schemas, so a job never trusts its JSON blindly.

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable()
  .default(null);
const id = z.number().int().positive().nullable().default(null);

/** The sales lists' filters: a project and one of the list's status codes. */
export const listParams = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({ project_id: id, status: z.enum(statuses).nullable().default(null) });
export const prospectParams = z.object({
  project_id: id,
  date_ini: day,
  date_end: day,
  pre_approvals_status: z.enum(PREAPPROVAL_STATUSES).nullable().default(null),
  rukans_vig: z.enum(['1', '0']).nullable().default(null),
});
export const quotationParams = z.object({
  project_id: id,
  date_ini: day,
  date_end: day,
  real_state_agency: id,
});
export const contactParams = z.object({
  real_state_agency: id,
  project: id,
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  date_init: day,
  date_end: day,
});
export const dateParams = z.object({ date_init: day, date_end: day });

export type ProspectParams = z.output<typeof prospectParams>;
export type QuotationParams = z.output<typeof quotationParams>;
export type ContactParams = z.output<typeof contactParams>;
export type DateParams = z.output<typeof dateParams>;

/**
 * Created within the days [from, to], both inclusive, as days of Chile (the lists' rule): from
 * midnight of `from` in Santiago to midnight after `to`.
 */
export function createdWithin(column: AnyColumn, from: string | null, to: string | null) {
  const start = (d: string) => sql`(${d}::date)::timestamp at time zone 'America/Santiago'`;
  const end = (d: string) => sql`(${d}::date + 1)::timestamp at time zone 'America/Santiago'`;
  return and(from ? gte(column, start(from)) : undefined, to ? lt(column, end(to)) : undefined);
}
