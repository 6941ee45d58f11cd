import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BookingRequestDocument,
  BookingRequestsDocument,
  QuotationDocument,
  QuotationsDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { expiresAt, localDay, startOfLocalDay } from '../../../shared/sales-status';
import { canAccessRoute, isAgencyScoped, matchRoute } from '../../../shared/access';
import { loadUserViewer } from '../../auth/viewer';
import type { Viewer } from '../../context';
import { projects, quotations, users, webhookDeliveries, webhooks } from '../../db/schema';
import { subjectOf } from '../../graphql/authorize';
import { canSeeProject } from '../projects';
import type { RecordChangeEvent } from '../../kernel';
import { EventBus, topics } from '../../realtime/bus';
import { auditRowsOf, ownProjectIds, tokens } from '../quotations/quotations.sales.fixtures';
import {
  auditCounts,
  bookingRequestOf,
  clearValidities,
  homeAvailable,
  homeOf,
  openQuotations,
  setValidity,
  statusesOf,
  toldAbout,
} from './sales-expiry.fixtures';
import { sweepExpired } from './sales-expiry.sweep.service';
import { expiresAtSql } from './sales-expiry.windows.repository';

// The expiry sweep with a controllable clock (issue 31), on PGlite with the demo data: records
// expire at their term and not a moment before, a project without validity expires nothing, a
// home only the expired request kept off the market comes back, and every expiry leaves one audit
// row by the system, a notification and a recordChanged event. The lists and details answer
// `expires_at` and the «Por vencer» filter through the SPA's own documents.

const AGENCY_USER = 'realstateuser@demo.cl';
const HOUR = 3600_000;

let t: TestApp;
let bus: EventBus;
let token: (email: string) => Promise<string>;
let project: number;
let other: number;
const heard: RecordChangeEvent[] = [];
const sweep = (now: Date, batchSize?: number) =>
  sweepExpired({ db: t.database.db }, now, { batchSize });

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  bus = new EventBus(t.database);
  await bus.start();
  bus.on<RecordChangeEvent>(topics.record, (event) => heard.push(event));
  const own = await ownProjectIds(t.database.db, AGENCY_USER);
  project = own[0]!;
  other = own[1]!;
  await clearValidities(t.database.db);
  await setValidity(t.database.db, project, 3, 2);
});
afterAll(async () => {
  await bus.close();
  await t.close();
});

describe('quotations', () => {
  it('expire at the start of local day D+N+1, not a moment before, once, by the system', async () => {
    const db = t.database.db;
    // Created 2026-11-20 at 22:30 Chile time (UTC-3): day D is the 20th, valid through the 23rd.
    const created = new Date('2026-11-21T01:30:00Z');
    const [quotation] = await openQuotations(db, project, created);
    const deadline = expiresAt(created, 3)!;
    expect(deadline.toISOString()).toBe('2026-11-24T03:00:00.000Z');

    const asked = async () =>
      (
        await executeOperation(
          t.app,
          QuotationDocument,
          { id: String(quotation!.id) },
          await token(AGENCY_USER),
        )
      ).data?.quotations.data[0];
    expect(await asked()).toMatchObject({ status: 'active', expires_at: deadline.toISOString() });

    expect((await sweep(new Date(deadline.getTime() - 1))).quotations).toBe(0);
    expect(await statusesOf(db, 'quotations', [quotation!.id])).toEqual({
      [quotation!.id]: 'active',
    });

    heard.length = 0;
    expect((await sweep(deadline)).quotations).toBe(1);
    expect(await asked()).toMatchObject({ status: 'expired', expires_at: null });

    const [audit] = await auditRowsOf(db, 'Quotation', quotation!.id);
    expect(audit).toMatchObject({
      user_id: null,
      event: 'updated',
      old_values: { status: 'active' },
      new_values: { status: 'expired', reason: 'validity_elapsed', validity_days: 3 },
    });
    const told = await toldAbout(db, `/quotations/${quotation!.id}/details`);
    expect(told.map((row) => row.email)).toContain(AGENCY_USER);
    expect(told[0]).toMatchObject({ title: 'Cotización vencida' });
    await vi.waitFor(() =>
      expect(heard).toContainEqual(
        expect.objectContaining({
          type: 'quotation',
          action: 'updated',
          id: String(quotation!.id),
        }),
      ),
    );

    // A later sweep finds nothing more to do.
    expect((await sweep(new Date(deadline.getTime() + 24 * HOUR))).quotations).toBe(0);
    expect(await auditCounts(db, 'Quotation', [quotation!.id])).toEqual({ [quotation!.id]: 1 });
  });

  it('never expire in a project without validity', async () => {
    const db = t.database.db;
    const [quotation] = await openQuotations(db, other, new Date('2020-01-01T12:00:00Z'));
    await sweep(new Date());
    expect(await statusesOf(db, 'quotations', [quotation!.id])).toEqual({
      [quotation!.id]: 'active',
    });
    const answer = await executeOperation(
      t.app,
      QuotationDocument,
      { id: String(quotation!.id) },
      await token(AGENCY_USER),
    );
    expect(answer.data?.quotations.data[0]?.expires_at).toBeNull();
  });
  it('told in one line per project when many expire in one sweep, over several batches', async () => {
    const db = t.database.db;
    const created = new Date('2026-10-01T15:00:00Z');
    const many = await openQuotations(db, project, created, 5);
    const deadline = expiresAt(created, 3)!;
    const result = await sweepExpired({ db }, deadline, { batchSize: 2, oneByOneMax: 3 });
    expect(result.quotations).toBe(5);
    expect(
      await auditCounts(
        db,
        'Quotation',
        many.map((q) => q.id),
      ),
    ).toEqual(Object.fromEntries(many.map((q) => [q.id, 1])));
    for (const q of many) expect(await toldAbout(db, `/quotations/${q.id}/details`)).toEqual([]);
    const summary = await toldAbout(db, `/quotations?project=${project}`);
    expect(summary.map((row) => row.email)).toContain(AGENCY_USER);
    expect(summary.filter((row) => row.email === AGENCY_USER)).toEqual([
      expect.objectContaining({ title: 'Cotizaciones vencidas', message: expect.stringMatching(/^Vencieron 5 cotizaciones de /) }), // prettier-ignore
    ]);
  });
});

describe('booking requests', () => {
  it('expire unpaid, give back the home they alone kept off the market, leave a held one', async () => {
    const db = t.database.db;
    const created = new Date('2026-11-10T15:00:00Z');
    const deadline = expiresAt(created, 2)!;
    const freed = await homeOf(db, project, false);
    const lone = await bookingRequestOf(db, freed, created);
    const held = await homeOf(db, project, false);
    const late = await bookingRequestOf(db, held, created, 'pending', 1);
    await bookingRequestOf(db, held, created, 'paid', 2);

    expect((await sweep(new Date(deadline.getTime() - 1))).bookingRequests).toBe(0);
    heard.length = 0;
    const result = await sweep(deadline);
    expect(result).toMatchObject({ bookingRequests: 2, units: 1 });
    expect(await statusesOf(db, 'booking_requests', [lone.id, late.id])).toEqual({
      [lone.id]: 'expired',
      [late.id]: 'expired',
    });
    expect(await homeAvailable(db, freed.id)).toBe(true);
    expect(await homeAvailable(db, held.id)).toBe(false);

    const [audit] = await auditRowsOf(db, 'BookingRequest', lone.id);
    expect(audit).toMatchObject({
      user_id: null,
      old_values: { status: 'pending', unit_available: false },
      new_values: { status: 'expired', unit_available: true, expires_at: deadline.toISOString() },
    });
    // The request's arrival was told too (0010's trigger): the expiry is the second notice.
    const told = (await toldAbout(db, `/bookings-requests/${lone.id}/details`)).filter(
      (row) => row.title === 'Reserva vencida',
    );
    expect(told.map((row) => row.email)).toContain(AGENCY_USER);
    expect(told[0]?.message).toContain('venció sin pago');
    await vi.waitFor(() => {
      expect(heard).toContainEqual(
        expect.objectContaining({ type: 'booking_request', id: String(lone.id) }),
      );
      expect(heard).toContainEqual(
        expect.objectContaining({ type: 'property', id: String(freed.id) }),
      );
    });

    const details = await executeOperation(
      t.app,
      BookingRequestDocument,
      { id: String(lone.id) },
      await token(AGENCY_USER),
    );
    expect(details.data?.bookingrequests.data[0]).toMatchObject({
      status: 'expired',
      expires_at: null,
    });
  });

  it('queue booking_request.updated for a subscribed webhook (the outbox trigger)', async () => {
    const db = t.database.db;
    const [hook] = await db
      .insert(webhooks)
      .values({
        project_id: project,
        name: 'CRM',
        description: 'Reservas al CRM',
        event_type: 'booking_request.updated',
        url: 'https://crm.example.cl/hooks',
      })
      .returning();
    const created = new Date('2026-11-12T15:00:00Z');
    const request = await bookingRequestOf(db, await homeOf(db, project, true), created);
    await sweep(expiresAt(created, 2)!);
    const queued = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.webhook_id, hook!.id)));
    expect(queued.map((row) => row.payload)).toContainEqual(
      expect.objectContaining({
        type: 'booking_request.updated',
        data: expect.objectContaining({
          id: request.id,
          status: 'expired',
          previous_status: 'pending',
        }),
      }),
    );
  });
});

describe('two sweeps at once (PGlite)', () => {
  it('expire each record once', async () => {
    const db = t.database.db;
    const created = new Date('2026-10-01T15:00:00Z');
    const many = await openQuotations(db, project, created, 30);
    const requests = [];
    for (let i = 0; i < 3; i += 1) {
      requests.push(
        await bookingRequestOf(db, await homeOf(db, project, false), created, 'pending', i),
      );
    }
    const now = new Date('2026-10-10T12:00:00Z');
    const [a, b] = await Promise.all([sweep(now, 7), sweep(now, 7)]);
    expect(a.quotations + b.quotations).toBe(30);
    expect(a.bookingRequests + b.bookingRequests).toBe(3);
    const ids = many.map((row) => row.id);
    expect(Object.values(await auditCounts(db, 'Quotation', ids))).toEqual(ids.map(() => 1));
    const requestIds = requests.map((row) => row.id);
    expect(Object.values(await auditCounts(db, 'BookingRequest', requestIds))).toEqual([1, 1, 1]);
  });
});

describe('«Por vencer» and expires_at on the lists', () => {
  it('lists only the open records that expire within 48 hours', async () => {
    const db = t.database.db;
    const today = localDay(new Date());
    // Valid 3 days: created on day today-3 expires at the start of tomorrow (≤ 48 h from now),
    // created today expires in four days.
    const [soon] = await openQuotations(
      db,
      project,
      new Date(startOfLocalDay(today - 3).getTime() + HOUR),
    );
    const [later] = await openQuotations(
      db,
      project,
      new Date(startOfLocalDay(today).getTime() + HOUR),
    );
    const list = await executeOperation(
      t.app,
      QuotationsDocument,
      { project_id: String(project), expiring: true },
      await token(AGENCY_USER),
    );
    const ids = list.data?.quotations.data.map((row) => row.id) ?? [];
    expect(ids).toContain(String(soon!.id));
    expect(ids).not.toContain(String(later!.id));
    expect(list.data?.quotations.total).toBe(ids.length);
    const row = list.data?.quotations.data.find((r) => r.id === String(soon!.id));
    expect(row?.expires_at).toBe(startOfLocalDay(today + 1).toISOString());

    // Reservations: valid 2 days, created on day today-2 expires at the start of tomorrow.
    const due = await bookingRequestOf(
      db,
      await homeOf(db, project, true),
      new Date(startOfLocalDay(today - 2).getTime() + HOUR),
    );
    const fresh = await bookingRequestOf(db, await homeOf(db, project, true), new Date());
    const requests = await executeOperation(
      t.app,
      BookingRequestsDocument,
      { project_id: String(project), expiring: true },
      await token(AGENCY_USER),
    );
    const requestIds = requests.data?.bookingrequests.data.map((r) => r.id) ?? [];
    expect(requestIds).toContain(String(due.id));
    expect(requestIds).not.toContain(String(fresh.id));
    const all = await executeOperation(
      t.app,
      BookingRequestsDocument,
      { project_id: String(project) },
      await token(AGENCY_USER),
    );
    expect(all.data?.bookingrequests.data.find((r) => r.id === String(fresh.id))?.expires_at).toBe(
      expiresAt(fresh.created_at, 2)!.toISOString(),
    );
  });
});

describe('who is told of an expired quotation', () => {
  it('is who the policy lets open /quotations in that project (the SQL rule of 0028)', async () => {
    const db = t.database.db;
    const everyone = await db.select({ id: users.id }).from(users);
    const viewers = (await Promise.all(everyone.map((u) => loadUserViewer(db, u.id)))).filter(
      (v): v is Viewer => v !== null,
    );
    const rule = matchRoute('/quotations')!.rule;
    for (const p of await db.select().from(projects)) {
      const result = await db.execute(
        sql`select user_id from notification_recipients('/quotations', ${p.id}::integer)`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        user_id: number;
      }[];
      const expected = viewers
        .filter((v) => canAccessRoute(rule, subjectOf(v)))
        .filter((v) => !isAgencyScoped(subjectOf(v)) || canSeeProject(v, p))
        .map((v) => v.id)
        .sort((a, b) => a - b);
      expect(
        rows.map((r) => r.user_id).sort((a, b) => a - b),
        `proyecto ${p.id}`,
      ).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    }
  });
});

describe('the list page’s SQL rendering of expires_at', () => {
  it('agrees with the shared rule across both DST changes and at the edges of a day', async () => {
    const db = t.database.db;
    const instants = ['2026-04-03T13:00:00Z', '2026-04-05T03:30:00Z', '2026-09-04T15:00:00Z',
      '2026-09-06T03:59:00Z', '2026-09-06T04:00:00Z', '2026-12-02T02:59:00Z']; // prettier-ignore
    const rows = [];
    for (const iso of instants) rows.push(...(await openQuotations(db, other, new Date(iso))));
    for (const days of [1, 2, 3, 15]) {
      await setValidity(db, other, days, null);
      const q = quotations;
      const result = await db.execute(
        sql`select ${q.id} as id, ${expiresAtSql('quotation', {
          projectId: q.project_id,
          createdAt: q.created_at,
          status: q.status,
        })} as at from ${q} where ${q.id} in (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      );
      const found = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        id: number;
        at: string;
      }[];
      for (const row of rows) {
        const rendered = found.find((f) => Number(f.id) === row.id)?.at;
        expect(rendered, `${row.created_at.toISOString()} + ${days}`).toBe(
          expiresAt(row.created_at, days)!.toISOString(),
        );
      }
    }
    await setValidity(db, other, null, null);
  });
});
