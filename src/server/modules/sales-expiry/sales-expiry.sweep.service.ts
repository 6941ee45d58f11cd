import { expiresAt, expiryCutoff } from '../../../shared/sales-status';
import type { Db } from '../../db/client';
import type { ForegroundActivity, SalesChange } from '../../kernel';
import { lockUnits, releaseUnits } from '../sales-common';
import {
  dueBookingRequests,
  dueCounts,
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
  /** The app's requests: the sweep lets them go first (see kernel/foreground.ts). */
  foreground?: ForegroundActivity;
}

export interface SweepOptions {
  /** Records changed per transaction (short, so requests interleave). */
  batchSize?: number;
  /**
   * Up to this many expiries of one project in one sweep are told one by one; more are told in
   * one line per project when the sweep ends («Vencieron 1.250 cotizaciones de …»).
   */
  oneByOneMax?: number;
}

export interface SweepResult {
  quotations: number;
  bookingRequests: number;
  /** Homes that came back on the market. */
  units: number;
}

/**
 * Between batches, staff's requests run first: PGlite has one connection, and a sweep that chained
 * its transactions would hold it until done. Without a view of the requests (a test, a script),
 * only those already waiting go first.
 */
const breather = (deps: SweepDeps) =>
  deps.foreground
    ? deps.foreground.quiet({ idleMs: 20, maxWaitMs: 1_000 })
    : new Promise<void>((resolve) => setImmediate(resolve));

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
    const days = validity(p);
    const cutoff = expiryCutoff(now, days);
    return cutoff && days ? [{ projectId: p.id, cutoff, days }] : [];
  });
}

/** The projects with more than `max` records due: those are told in one line each. */
async function summarizedProjects(
  deps: SweepDeps,
  kind: 'quotations' | 'booking_requests',
  bounds: readonly ExpiryBound[],
  max: number,
): Promise<Set<number>> {
  const counts = await dueCounts(deps.db, kind, bounds);
  return new Set(counts.filter((c) => c.due > max).map((c) => c.project_id));
}

/** Adds each expired record to its project's count. */
function countByProject(counts: Map<number, number>, rows: readonly { project_id: number }[]) {
  for (const row of rows) counts.set(row.project_id, (counts.get(row.project_id) ?? 0) + 1);
}

/** The one-line notices of a sweep, one per project that had many expiries. */
async function notifySummaries(
  deps: SweepDeps,
  kind: typeof QUOTATIONS,
  counts: ReadonlyMap<number, number>,
): Promise<void> {
  if (counts.size === 0) return;
  await deps.db.transaction(async (tx) => {
    for (const [projectId, n] of counts) await notifyExpirySummary(tx, kind, projectId, n);
  });
}

/** Expires every record due at `now`; the server calls it on a timer, tests with their clock. */
export async function sweepExpired(
  deps: SweepDeps,
  now: Date,
  { batchSize = 250, oneByOneMax = 100 }: SweepOptions = {},
): Promise<SweepResult> {
  const projects = await projectValidities(deps.db);
  const project = new Map(projects.map((p) => [p.id, p]));
  const result: SweepResult = { quotations: 0, bookingRequests: 0, units: 0 };

  const quotationBounds = boundsOf(projects, (p) => p.quotation_validity, now);
  const manyQuotations = await summarizedProjects(deps, 'quotations', quotationBounds, oneByOneMax);
  const quotationSummaries = new Map<number, number>();
  for (let full = quotationBounds.length > 0; full;) {
    const expired = await deps.db.transaction(async (tx) => {
      const expired = await expireQuotations(tx, quotationBounds, batchSize);
      await notifyExpiredQuotations(
        tx,
        expired.filter((row) => !manyQuotations.has(row.project_id)).map((row) => row.id),
      );
      return expired;
    });
    countByProject(
      quotationSummaries,
      expired.filter((row) => manyQuotations.has(row.project_id)),
    );
    await breather(deps);
    result.quotations += expired.length;
    full = expired.length === batchSize;
  }
  await notifySummaries(deps, QUOTATIONS, quotationSummaries);

  const bookingBounds = boundsOf(projects, (p) => p.reserve_validity, now);
  const manyBookings = await summarizedProjects(deps, 'booking_requests', bookingBounds, oneByOneMax); // prettier-ignore
  const bookingSummaries = new Map<number, number>();
  for (let full = bookingBounds.length > 0; full;) {
    const changes: SalesChange[] = [];
    const counts = await deps.db.transaction(async (tx) => {
      const due = await dueBookingRequests(tx, bookingBounds, batchSize);
      if (due.length === 0) return { due: 0, expired: [], units: 0 };
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
      await notifyExpiredBookingRequests(
        tx,
        expired.filter((row) => !manyBookings.has(row.project_id)).map((row) => row.id),
      );
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
      return { due: due.length, expired, units: released.size };
    });
    countByProject(
      bookingSummaries,
      counts.expired.filter((row) => manyBookings.has(row.project_id)),
    );
    await breather(deps);
    result.bookingRequests += counts.expired.length;
    result.units += counts.units;
    full = counts.due === batchSize;
  }
  await notifySummaries(deps, BOOKINGS, bookingSummaries);
  return result;
}
