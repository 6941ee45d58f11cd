import { expiresAt, expiryCutoff } from '../../../shared/sales-status';
import type { Db } from '../../db/client';
import type { SalesChange } from '../../kernel';
import { lockUnits, releaseUnits } from '../sales-common';
import {
  dueBookingRequests,
  expireBookingRequests,
  expireQuotations,
  insertExpiryAudits,
  notifyExpiredBookingRequests,
  notifyExpiredQuotations,
  notifyExpirySummary,
  notifyRecordChanges,
  projectValidities,
  type ExpiryBound,
  type ProjectValidity,
} from './sales-expiry.repository';

// The expiry sweep (issue 31): open quotations past their project's quotation_validity and
// unpaid (pending) booking requests past its reserve_validity become «Vencida». Each batch is one
// transaction: the status change, one audit row per record by the system, the notifications, the
// homes given back and the recordChanged events (NOTIFY, delivered when it commits). Two sweeps at once (two
// instances) each expire different records: see sales-expiry.repository.ts.

export interface SweepDeps {
  db: Db;
}

export interface SweepOptions {
  /** Records changed per transaction (default 250: short, so requests interleave). */
  batchSize?: number;
}

export interface SweepResult {
  quotations: number;
  bookingRequests: number;
  /** Homes that came back on the market. */
  units: number;
}

/**
 * Between batches, requests already waiting run first: PGlite has one connection, and a sweep
 * that chained its transactions would hold it until done.
 */
const breather = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Up to this many expiries of one project in one batch are told one by one; more, in one line. */
const ONE_BY_ONE_MAX = 100;

const QUOTATIONS = { title: 'Cotizaciones vencidas', plural: 'cotizaciones', route: '/quotations' };
const BOOKINGS = {
  title: 'Reservas vencidas',
  plural: 'solicitudes de reserva',
  route: '/bookings-requests',
};

function boundsOf(
  projects: readonly ProjectValidity[],
  validity: (p: ProjectValidity) => number | null,
  now: Date,
): ExpiryBound[] {
  return projects.flatMap((p) => {
    const cutoff = expiryCutoff(now, validity(p));
    return cutoff ? [{ projectId: p.id, cutoff }] : [];
  });
}

/** Record ids by project. */
function byProject<R extends { id: number; project_id: number }>(rows: readonly R[]) {
  const groups = new Map<number, number[]>();
  for (const row of rows)
    groups.set(row.project_id, [...(groups.get(row.project_id) ?? []), row.id]);
  return groups;
}

/** Expires every record due at `now`; the server calls it on a timer, tests with their clock. */
export async function sweepExpired(
  deps: SweepDeps,
  now: Date,
  { batchSize = 250 }: SweepOptions = {},
): Promise<SweepResult> {
  const projects = await projectValidities(deps.db);
  const project = new Map(projects.map((p) => [p.id, p]));
  const result: SweepResult = { quotations: 0, bookingRequests: 0, units: 0 };

  const quotationBounds = boundsOf(projects, (p) => p.quotation_validity, now);
  for (let full = quotationBounds.length > 0; full;) {
    const changes: SalesChange[] = [];
    const n = await deps.db.transaction(async (tx) => {
      const expired = await expireQuotations(tx, quotationBounds, batchSize);
      await insertExpiryAudits(
        tx,
        expired.map((row) => {
          const days = project.get(row.project_id)?.quotation_validity ?? 0;
          const at = expiresAt(row.created_at, days);
          return {
            auditableType: 'Quotation',
            id: row.id,
            from: 'active',
            expiresAt: at,
            validityDays: days,
          };
        }),
      );
      for (const [projectId, ids] of byProject(expired)) {
        if (ids.length <= ONE_BY_ONE_MAX) await notifyExpiredQuotations(tx, ids);
        else await notifyExpirySummary(tx, QUOTATIONS, projectId, ids.length);
        const agency = project.get(projectId)?.agency_id ?? 0;
        for (const id of ids)
          changes.push({ type: 'quotation', id, project_id: projectId, agency_id: agency });
      }
      await notifyRecordChanges(tx, changes);
      return expired.length;
    });
    await breather();
    result.quotations += n;
    full = n === batchSize;
  }

  const bookingBounds = boundsOf(projects, (p) => p.reserve_validity, now);
  for (let full = bookingBounds.length > 0; full;) {
    const changes: SalesChange[] = [];
    const counts = await deps.db.transaction(async (tx) => {
      const due = await dueBookingRequests(tx, bookingBounds, batchSize);
      if (due.length === 0) return { due: 0, expired: 0, units: 0 };
      await lockUnits(
        tx,
        due.map((row) => row.property_id),
      );
      const expired = await expireBookingRequests(
        tx,
        due.map((row) => row.id),
      );
      // A home off the market with no paid booking or promise left was held by this request.
      const released = new Set(
        await releaseUnits(
          tx,
          expired.map((row) => row.property_id),
        ),
      );
      await insertExpiryAudits(
        tx,
        expired.map((row) => {
          const days = project.get(row.project_id)?.reserve_validity ?? 0;
          return {
            auditableType: 'BookingRequest',
            id: row.id,
            from: 'pending',
            expiresAt: expiresAt(row.created_at, days),
            validityDays: days,
            unitAvailable: released.has(row.property_id),
          };
        }),
      );
      for (const [projectId, ids] of byProject(expired)) {
        if (ids.length <= ONE_BY_ONE_MAX) await notifyExpiredBookingRequests(tx, ids);
        else await notifyExpirySummary(tx, BOOKINGS, projectId, ids.length);
      }
      const homes = new Set<number>();
      for (const row of expired) {
        const agency = project.get(row.project_id)?.agency_id ?? 0;
        const where = { project_id: row.project_id, agency_id: agency };
        changes.push({ type: 'booking_request', id: row.id, ...where });
        if (!released.has(row.property_id) || homes.has(row.property_id)) continue;
        homes.add(row.property_id);
        changes.push({ type: 'property', id: row.property_id, ...where });
      }
      await notifyRecordChanges(tx, changes);
      return { due: due.length, expired: expired.length, units: released.size };
    });
    await breather();
    result.bookingRequests += counts.expired;
    result.units += counts.units;
    full = counts.due === batchSize;
  }
  return result;
}
