import { and, eq, gt, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SALES_TIME_ZONE } from '../../../shared/sales-status';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { audits, bookingRequests, projects, quotations } from '../../db/schema';

// The SQL of the expiry sweep. Quotations are claimed with FOR UPDATE SKIP LOCKED and changed by a
// conditional UPDATE (status still open), so two sweeps at once never expire one record twice.
// Booking requests are read first, then their homes are locked (lockUnits, the order every
// status change of a home takes), then changed by the same conditional UPDATE.

/** The sweep's bound of one project: its records created before `cutoff` have expired. */
export interface ExpiryBound {
  projectId: number;
  cutoff: Date;
  /** The project's validity in days. */
  days: number;
}

export interface ProjectValidity {
  id: number;
  agency_id: number;
  quotation_validity: number | null;
  reserve_validity: number | null;
}

/** Live projects that set a validity, optionally among `ids`. */
export const projectValidities = (db: DbOrTx, ids?: readonly number[]) =>
  db
    .select({
      id: projects.id,
      agency_id: projects.real_state_agency_id,
      quotation_validity: projects.quotation_validity,
      reserve_validity: projects.reserve_validity,
    })
    .from(projects)
    .where(
      and(
        isNull(projects.deleted_at),
        or(gt(projects.quotation_validity, 0), gt(projects.reserve_validity, 0)),
        ids ? inArray(projects.id, [...ids]) : undefined,
      ),
    )
    .orderBy(projects.id);

/** An int[] literal as one text parameter ('{3,7,12}'). */
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** A timestamptz[] literal as one text parameter. */
const timeArray = (times: readonly Date[]) => `{${times.map((t) => t.toISOString()).join(',')}}`;

/** The bounds as a relation b(project_id, cutoff, days). */
const boundsTable = (bounds: readonly ExpiryBound[]) =>
  sql`unnest(${intArray(bounds.map((b) => b.projectId))}::int[],
    ${timeArray(bounds.map((b) => b.cutoff))}::timestamptz[],
    ${intArray(bounds.map((b) => b.days))}::int[]) as b(project_id, cutoff, days)`;

/** The shared rule's instant as ISO text, for a record created at `createdAt` valid `days` days. */
export function expiresAtText(createdAt: SQL | AnyColumn, days: SQL | AnyColumn): SQL {
  const local = sql`((${createdAt} at time zone ${SALES_TIME_ZONE})::date + ${days} + 1)`;
  const at = sql`(${local}::timestamp at time zone ${SALES_TIME_ZONE})`;
  return sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export interface ExpiredQuotation {
  id: number;
  project_id: number;
}

const expiredQuotation = z.object({ id: z.coerce.number(), project_id: z.coerce.number() });

/**
 * Expires up to `limit` due active quotations that no other sweep holds, in one statement: the
 * status, one audit row each by the system (user_id null, shown as «Sistema») and their
 * recordChanged events (NOTIFY, delivered on commit, in the realtime bus's format). The ones it
 * changed.
 */
export async function expireQuotations(
  tx: Tx,
  bounds: readonly ExpiryBound[],
  limit: number,
): Promise<ExpiredQuotation[]> {
  if (bounds.length === 0) return [];
  const q = quotations;
  // Per project, its oldest due entries of the partial index of active quotations (0028).
  const result = await tx.execute(sql`with due as (
      select d.id, b.days from ${boundsTable(bounds)} cross join lateral (
        select q.id from ${q} q
        where q.project_id = b.project_id and q.status = 'active' and q.created_at < b.cutoff
        order by q.created_at limit ${limit} for update of q skip locked) d
      limit ${limit}),
    expired as (
      update ${q} q set status = 'expired', updated_at = now() from due
      where q.id = due.id and q.status = 'active'
      returning q.id, q.project_id, q.created_at, due.days),
    audited as (
      insert into ${audits} (user_id, event, auditable_type, auditable_id, old_values, new_values)
      select null, 'updated', 'Quotation', e.id::text, '{"status": "active"}'::jsonb,
        jsonb_build_object('status', 'expired', 'reason', 'validity_elapsed',
          'validity_days', e.days, 'expires_at', ${expiresAtText(sql`e.created_at`, sql`e.days`)})
      from expired e order by e.id)
    select e.id, e.project_id, pg_notify('backoffice_events', json_build_object('topic', 'record',
        'payload', json_build_object('type', 'quotation', 'action', 'updated', 'id', e.id::text,
          'project_id', e.project_id::text, 'agency_id', p.real_state_agency_id::text))::text)
    from expired e join ${projects} p on p.id = e.project_id order by e.id`);
  return rowsOf(expiredQuotation, result);
}

const dueCount = z.object({ project_id: z.coerce.number(), due: z.coerce.number() });

/** How many open records of each bounded project are due (through the partial indexes of 0028). */
export async function dueCounts(
  db: DbOrTx,
  kind: 'quotations' | 'booking_requests',
  bounds: readonly ExpiryBound[],
): Promise<z.output<typeof dueCount>[]> {
  if (bounds.length === 0) return [];
  const [table, open] =
    kind === 'quotations' ? [quotations, 'active'] : [bookingRequests, 'pending'];
  const result = await db.execute(sql`select b.project_id, (select count(*) from ${table} r
      where r.project_id = b.project_id and r.status = ${sql.raw(`'${open}'`)}
        and r.created_at < b.cutoff) as due
    from ${boundsTable(bounds)}`);
  return rowsOf(dueCount, result);
}

export interface DueBookingRequest {
  id: number;
  property_id: number;
}

/** Up to `limit` due pending booking requests, unlocked (their homes are locked next). */
export async function dueBookingRequests(
  db: DbOrTx,
  bounds: readonly ExpiryBound[],
  limit: number,
): Promise<DueBookingRequest[]> {
  if (bounds.length === 0) return [];
  const result = await db.execute(sql`select r.id, r.property_id from ${bookingRequests} r
    join ${boundsTable(bounds)} on r.project_id = b.project_id
    where r.status = 'pending' and r.created_at < b.cutoff
    order by r.id limit ${limit}`);
  return rowsOf(dueRow, result);
}

const dueRow = z.object({ id: z.coerce.number(), property_id: z.coerce.number() });

export interface ExpiredBookingRequest {
  id: number;
  project_id: number;
  property_id: number;
  created_at: Date;
}

/** Expires those of `ids` still pending (under the homes' locks); the ones it changed. */
export const expireBookingRequests = (tx: Tx, ids: readonly number[]) =>
  tx
    .update(bookingRequests)
    .set({ status: 'expired', updated_at: sql`now()` })
    .where(and(inArray(bookingRequests.id, [...ids]), eq(bookingRequests.status, 'pending')))
    .returning({
      id: bookingRequests.id,
      project_id: bookingRequests.project_id,
      property_id: bookingRequests.property_id,
      created_at: bookingRequests.created_at,
    });

export interface ExpiryAudit {
  auditableType: 'Quotation' | 'BookingRequest';
  id: number;
  from: string;
  expiresAt: Date | null;
  validityDays: number;
  unitAvailable?: boolean;
}

/**
 * One audit row per expired record, by the system (user_id null, shown as «Sistema»), written by
 * one statement for the whole batch.
 */
export async function insertExpiryAudits(tx: Tx, rows: readonly ExpiryAudit[]): Promise<void> {
  if (rows.length === 0) return;
  const at = rows.map((row) => row.expiresAt?.toISOString() ?? '');
  await tx.execute(sql`insert into ${audits} (user_id, event, auditable_type, auditable_id,
      old_values, new_values)
    select null, 'updated', r.type, r.id, jsonb_build_object('status', r.from_status)
        || case when r.released then '{"unit_available": false}'::jsonb else '{}'::jsonb end,
      jsonb_build_object('status', 'expired', 'reason', 'validity_elapsed',
        'validity_days', r.days, 'expires_at', nullif(r.at, ''))
        || case when r.released then '{"unit_available": true}'::jsonb else '{}'::jsonb end
    from json_to_recordset(${JSON.stringify(
      rows.map((row, i) => ({
        type: row.auditableType,
        id: String(row.id),
        from_status: row.from,
        days: row.validityDays,
        at: at[i],
        released: row.unitAvailable === true,
      })),
    )}::json) as r(type text, id text, from_status text, days int, at text, released boolean)`);
}

/**
 * The batch's recordChanged events, NOTIFYed by one statement in its transaction: PostgreSQL
 * delivers them on commit only, in the realtime bus's format (src/server/realtime/bus.ts, the
 * channel 0010's notifications use too), as the kernel's `announce` publishes one by one.
 */
export async function notifyRecordChanges(
  tx: Tx,
  events: readonly { type: string; id: number; project_id: number; agency_id: number }[],
): Promise<void> {
  if (events.length === 0) return;
  const payloads = events.map((e) =>
    JSON.stringify({
      topic: 'record',
      payload: {
        type: e.type,
        action: 'updated',
        id: String(e.id),
        project_id: String(e.project_id),
        agency_id: String(e.agency_id),
      },
    }),
  );
  await tx.execute(sql`select pg_notify('backoffice_events', p)
    from json_array_elements_text(${JSON.stringify(payloads)}::json) p`);
}

/** Who is told: the people who may open the record's list in its project (0010, 0028). */
const recipients = (route: string, projectId: SQL) =>
  sql`array(select user_id from notification_recipients(${route}, ${projectId}))`;

/** One notification per expired quotation, linking to its details. */
export const notifyExpiredQuotations = async (tx: Tx, ids: readonly number[]) => {
  if (ids.length === 0) return;
  await tx.execute(sql`select notification_deliver('Cotización vencida',
      format('La cotización N° %s de %s en %s venció: pasó su plazo de vigencia.', q.id,
        coalesce(nullif(trim(c.name || ' ' || coalesce(c.last_name, '')), ''), 'un cliente'),
        p.name),
      '/quotations/' || q.id || '/details', ${recipients('/quotations', sql`q.project_id`)})
    from ${quotations} q join ${projects} p on p.id = q.project_id
    left join customers c on c.id = q.customer_id
    where q.id = any(${intArray(ids)}::int[]) order by q.id`);
};

/** One notification per expired booking request, linking to its details. */
export const notifyExpiredBookingRequests = async (tx: Tx, ids: readonly number[]) => {
  if (ids.length === 0) return;
  await tx.execute(sql`select notification_deliver('Reserva vencida',
      format('La solicitud de reserva N° %s de %s (unidad %s de %s) venció sin pago.', r.id,
        r.contact_name, coalesce(u.identifier, '(sin unidad)'), p.name),
      '/bookings-requests/' || r.id || '/details',
      ${recipients('/bookings-requests', sql`r.project_id`)})
    from ${bookingRequests} r join ${projects} p on p.id = r.project_id
    left join properties u on u.id = r.property_id
    where r.id = any(${intArray(ids)}::int[]) order by r.id`);
};

/** A summary for a project with many expiries at once: «Vencieron 1.250 cotizaciones de …». */
export const notifyExpirySummary = (
  tx: Tx,
  kind: { title: string; plural: string; route: string },
  projectId: number,
  n: number,
) =>
  tx.execute(sql`select notification_deliver(${kind.title},
      format('Vencieron %s %s de %s.', ${n.toLocaleString('es-CL')}::text, ${kind.plural}::text,
        p.name),
      ${kind.route} || '?project=' || p.id, ${recipients(kind.route, sql`p.id`)})
    from ${projects} p where p.id = ${projectId}`);
