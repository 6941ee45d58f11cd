import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import { isValidRut } from '../../../shared/rut';
import type { Database } from '../client';
import { freshDatabase } from '../../../../tests/harness/test-database';
import {
  bookingRequests,
  codebtors,
  contactFormHomeSections,
  contactForms,
  customers,
  payments,
  pipelineStages,
  prospectQuotations,
  prospectStageHistories,
  prospects,
  projects,
  quotations,
  projectUsers,
  properties,
  realStateAgencies,
  realStateAgencyUsers,
  roles,
  rukans,
  userRoles,
  users,
} from '../schema';
import { DEMO_PASSWORD, DEMO_USERS, seedIfEmpty } from './index';
import { countRows } from './report';

// The demo seed on a fresh in-memory database: reference data complete, every role present,
// data consistent (valid RUTs, UF prices, CLP payments), and a second run changes nothing.

let demo: Database;
let counts: Map<string, number>;

beforeAll(async () => {
  demo = await freshDatabase();
  const started = performance.now();
  expect(await seedIfEmpty(demo, { demo: true, adminEmail: '', adminPassword: '' })).toBe(
    'seeded-demo',
  );
  // Reported, not asserted: timing depends on the machine.
  console.info(`demo seed: ${Math.round(performance.now() - started)} ms`);
  counts = await countRows(demo.db);
});
afterAll(async () => {
  await demo.close();
});

const rutOf = (rut: number | null, dv: string | null) => `${rut ?? ''}-${dv ?? ''}`;

describe('seedIfEmpty with demo data', () => {
  it('seeds all of Chile and the reference lists', () => {
    expect(counts.get('regions')).toBe(16);
    expect(counts.get('provinces')).toBe(56);
    expect(counts.get('communes')).toBe(346);
    expect(counts.get('roles')).toBe(7);
    expect(counts.get('permissions')).toBe(23);
    expect(counts.get('subsidy_types')).toBeGreaterThanOrEqual(4);
  });

  it('seeds transactional data in every area', () => {
    for (const table of [
      'real_state_agencies',
      'projects',
      'properties',
      'warehouses',
      'parking_lots',
      'quotations',
      'booking_requests',
      'booking_orders',
      'promise_requests',
      'promise_orders',
      'payments',
      'preapprovals',
      'prospects',
      'prospect_stage_histories',
      'rukans',
      'news',
      'contact_forms',
      'contact_form_newsletters',
      'contact_form_enterprises',
      'contact_form_sections',
      'contact_form_home_sections',
      'comments',
      'webhook_records',
      'notification_users',
    ]) {
      expect(counts.get(table), table).toBeGreaterThan(0);
    }
    expect(counts.get('quotations')).toBe(600);
    expect(counts.get('projects')).toBe(12);
  });

  it('creates one user per role, each with the demo password', async () => {
    const rows = await demo.db
      .select({ email: users.email, role: roles.name, password: users.password })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.user_id, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.role_id));
    expect(rows.map((r) => [r.email, r.role]).sort()).toEqual(
      DEMO_USERS.map((u) => [u.email, u.role]).sort(),
    );
    expect(new Set(rows.map((r) => r.role)).size).toBe(7);
    const admin = rows.find((r) => r.email === 'admin@demo.cl');
    expect((await verifyPassword(admin?.password ?? '', DEMO_PASSWORD)).ok).toBe(true);
  });

  it('links agency staff to their own agency and its projects only', async () => {
    const [vendor2] = await demo.db
      .select()
      .from(users)
      .where(eq(users.email, 'vendedor2@demo.cl'));
    const agencyLinks = await demo.db
      .select({ agency: realStateAgencies.orden })
      .from(realStateAgencyUsers)
      .innerJoin(
        realStateAgencies,
        eq(realStateAgencies.id, realStateAgencyUsers.real_state_agency_id),
      )
      .where(eq(realStateAgencyUsers.user_id, vendor2?.id ?? 0));
    expect(agencyLinks).toEqual([{ agency: 2 }]);
    const projectLinks = await demo.db
      .select({ agency: projects.real_state_agency_id })
      .from(projectUsers)
      .innerJoin(projects, eq(projects.id, projectUsers.project_id))
      .where(eq(projectUsers.user_id, vendor2?.id ?? 0));
    expect(projectLinks.length).toBeGreaterThan(0);
    expect(new Set(projectLinks.map((l) => l.agency)).size).toBe(1);
  });

  it('gives every person a valid RUT, some ending in K', async () => {
    const ruts = [
      ...(await demo.db.select().from(customers)).map((c) => rutOf(c.rut, c.rut_dv)),
      ...(await demo.db.select().from(codebtors)).map((c) => rutOf(c.rut, c.rut_dv)),
      ...(await demo.db.select().from(bookingRequests)).map((b) => b.contact_rut ?? ''),
      ...(await demo.db.select().from(contactForms)).map((c) => c.rut ?? ''),
      ...(await demo.db.select().from(contactFormHomeSections)).map((c) => c.rut ?? ''),
      ...(await demo.db.select().from(rukans)).flatMap((r) =>
        [r.holder, r.partner, ...r.children].flatMap((p) => (p ? [rutOf(p.rut, p.rut_dv)] : [])),
      ),
    ];
    expect(ruts.length).toBeGreaterThan(1000);
    expect(ruts.filter((rut) => !isValidRut(rut))).toEqual([]);
    expect(ruts.filter((rut) => rut.endsWith('-K')).length).toBeGreaterThan(5);
  });

  it('prices units in UF with two decimals within the subsidy market range', async () => {
    const rows = await demo.db.select({ price: properties.price }).from(properties);
    for (const { price } of rows) {
      expect(price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(price)).toBeGreaterThanOrEqual(1_400);
      expect(Number(price)).toBeLessThanOrEqual(3_800);
    }
  });

  it('records payments in whole CLP with a UF value of about 39.000–40.000', async () => {
    const rows = await demo.db.select().from(payments);
    for (const p of rows) {
      expect(Number.isInteger(p.transaction_amount)).toBe(true);
      expect(Number(p.uf_value)).toBeGreaterThanOrEqual(39_000);
      expect(Number(p.uf_value)).toBeLessThanOrEqual(40_000);
    }
  });

  it('orders the pipeline with permanent won and lost stages', async () => {
    const stages = await demo.db.select().from(pipelineStages).orderBy(asc(pipelineStages.order));
    expect(stages.map((s) => s.order)).toEqual(stages.map((_, i) => i + 1));
    const permanent = stages.filter((s) => s.permanent_stage).map((s) => s.name);
    expect(permanent).toEqual(expect.arrayContaining(['Ganado', 'Perdido']));
  });

  it('keeps each prospect consistent with its quotations and stage history', async () => {
    const links = await demo.db
      .select({ prospect: prospects, quotation: quotations })
      .from(prospectQuotations)
      .innerJoin(prospects, eq(prospects.id, prospectQuotations.prospect_id))
      .innerJoin(quotations, eq(quotations.id, prospectQuotations.quotation_id));
    expect(new Set(links.map((l) => l.prospect.id)).size).toBe(counts.get('prospects'));
    for (const { prospect, quotation } of links) {
      expect([quotation.customer_id, quotation.project_id]).toEqual([
        prospect.customer_id,
        prospect.project_id,
      ]);
    }
    const history = await demo.db
      .select()
      .from(prospectStageHistories)
      .orderBy(asc(prospectStageHistories.id));
    const lastMove = new Map(history.map((h) => [h.prospect_id, h.to_stage_id]));
    for (const { prospect } of links) {
      expect(lastMove.get(prospect.id)).toBe(prospect.pipeline_stage_id);
    }
  });

  it('marks properties with a paid booking as unavailable', async () => {
    const paid = await demo.db
      .select({ id: bookingRequests.property_id })
      .from(bookingRequests)
      .where(eq(bookingRequests.status, 'paid'));
    expect(paid.length).toBeGreaterThan(0);
    const sold = await demo.db
      .select({ available: properties.available })
      .from(properties)
      .where(
        inArray(
          properties.id,
          paid.map((p) => p.id),
        ),
      );
    expect(sold.every((p) => !p.available)).toBe(true);
  });

  it('skips a database that already has users', async () => {
    expect(await seedIfEmpty(demo, { demo: true, adminEmail: '', adminPassword: '' })).toBe(
      'skipped',
    );
    expect((await countRows(demo.db)).get('quotations')).toBe(600);
  });
});

describe('seedIfEmpty without demo data', () => {
  let bare: Database;
  beforeAll(async () => {
    bare = await freshDatabase();
  });
  afterAll(async () => {
    await bare.close();
  });

  it('refuses to create an administrator without a password', async () => {
    await expect(
      seedIfEmpty(bare, { demo: false, adminEmail: 'jefa@inmobiliaria.cl', adminPassword: '' }),
    ).rejects.toThrow('ADMIN_PASSWORD');
    expect((await countRows(bare.db)).get('roles')).toBe(0);
  });

  it('creates exactly one Admin and the reference data, nothing else', async () => {
    const options = {
      demo: false,
      adminEmail: 'Jefa@Inmobiliaria.cl',
      adminPassword: 'Clave-segura-2024',
    };
    expect(await seedIfEmpty(bare, options)).toBe('seeded-admin');
    const rows = await bare.db
      .select({ email: users.email, role: roles.name, password: users.password })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.user_id, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.role_id));
    expect(rows.map((r) => [r.email, r.role])).toEqual([['jefa@inmobiliaria.cl', 'Admin']]);
    expect((await verifyPassword(rows[0]?.password ?? '', 'Clave-segura-2024')).ok).toBe(true);
    const bareCounts = await countRows(bare.db);
    expect(bareCounts.get('communes')).toBe(346);
    expect(bareCounts.get('roles')).toBe(7);
    expect(bareCounts.get('pipeline_stages')).toBeGreaterThan(0);
    expect(bareCounts.get('projects')).toBe(0);
    expect(bareCounts.get('quotations')).toBe(0);
    expect(await seedIfEmpty(bare, options)).toBe('skipped');
  });
});
