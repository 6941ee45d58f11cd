import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PropertiesAndModelsByProjectDocument,
  TablePropertieDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import {
  bookingRequests,
  payments,
  projects,
  promiseRequests,
  properties,
  propertyQuotations,
} from '../../db/schema';
import { projectScope } from '../projects/projects.scope.service';
import { agencyIdsOf, homesOf, projectsFor, tokens } from './units.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
const VENDOR = 'realstatevendor@demo.cl';

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

/** The counts of one model of one project, computed the long way from the sales tables. */
async function expectedRow(projectId: number, model: string) {
  const db = t.database.db;
  const homes = (await homesOf(db, projectId)).filter((h) => h.model === model);
  const ids = homes.map((h) => h.id);
  const quoted = await db
    .select({ q: propertyQuotations.quotation_id })
    .from(propertyQuotations)
    .where(inArray(propertyQuotations.property_id, ids));
  const quotationIds = [...new Set(quoted.map((r) => r.q))];
  const bookings = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(inArray(bookingRequests.property_id, ids));
  const promises = quotationIds.length
    ? await db
        .select({ id: promiseRequests.id })
        .from(promiseRequests)
        .where(inArray(promiseRequests.quotation_id, quotationIds))
    : [];
  const paid = await db
    .select({ b: payments.booking_request_id, p: payments.promise_request_id })
    .from(payments)
    .where(eq(payments.status, 'paid'));
  return {
    quotation_count: quotationIds.length,
    booking_request_count: bookings.length,
    booking_request_payments: bookings.filter((b) => paid.some((p) => p.b === b.id)).length,
    promise_request_count: promises.length,
    promise_request_payment: promises.filter((r) => paid.some((p) => p.p === r.id)).length,
    units_availabe: homes.filter((h) => h.available).length,
    units_count: homes.length,
  };
}

describe('tablepropertie', () => {
  it('has one row per model of the viewer’s projects with the sales counts', async () => {
    const db = t.database.db;
    const vendor = await token(VENDOR);
    const scope = vi.spyOn(projectScope, 'condition');
    const res = await executeOperation(
      t.app,
      TablePropertieDocument,
      { project_id: '', real_state_agency: '', page: 1 },
      vendor,
    );
    expect(scope).toHaveBeenCalled();
    scope.mockRestore();
    expect(res.errors).toBeUndefined();
    const page = res.data!.tablepropertie;
    expect(page.per_page).toBe(50);
    const agencies = await agencyIdsOf(db, VENDOR);
    const own = await db
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.real_state_agency_id, agencies));
    const ownIds = new Set(own.map((p) => String(p.id)));
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((row) => ownIds.has(row.project_id))).toBe(true);
    const keys = page.data.map((r) => `${r.project_name}\u0000${r.model}`);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const sold = page.data.find((r) => r.booking_request_count > 0) ?? page.data[0]!;
    expect(sold).toMatchObject(await expectedRow(Number(sold.project_id), sold.model));
  });

  it('filters by project and agency; another agency’s project gives nothing', async () => {
    const db = t.database.db;
    const vendor = await token(VENDOR);
    const [project] = await projectsFor(db, VENDOR);
    const [foreign] = await projectsFor(db, VENDOR, false);
    const run = async (vars: { project_id?: string; real_state_agency?: string }) =>
      (
        await executeOperation(
          t.app,
          TablePropertieDocument,
          { project_id: '', real_state_agency: '', page: 1, ...vars },
          vendor,
        )
      ).data!.tablepropertie;
    const one = await run({ project_id: String(project!.id) });
    const models = new Set((await homesOf(db, project!.id)).map((h) => h.model));
    expect(one.total).toBe(models.size);
    expect(one.data.every((r) => r.project_id === String(project!.id))).toBe(true);
    expect((await run({ project_id: String(foreign!.id) })).total).toBe(0);
    const [agency] = await agencyIdsOf(db, VENDOR);
    expect((await run({ real_state_agency: String(agency) })).total).toBeGreaterThan(0);
    expect((await run({ real_state_agency: String(foreign!.real_state_agency_id) })).total).toBe(0);
  });

  it('counts only live homes', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const [home] = await homesOf(db, project!.id);
    const read = async () =>
      (
        await executeOperation(
          t.app,
          TablePropertieDocument,
          { project_id: String(project!.id), real_state_agency: '', page: 1 },
          await token('admin@demo.cl'),
        )
      ).data!.tablepropertie.data.find((r) => r.model === home!.model)!.units_count;
    const before = await read();
    await db
      .update(properties)
      .set({ deleted_at: new Date() })
      .where(and(eq(properties.id, home!.id), isNull(properties.deleted_at)));
    expect(await read()).toBe(before - 1);
  });
});

describe('propertiesandmodelsbyproject', () => {
  it('lists the distinct models and towers of the project by name', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const homes = await homesOf(db, project!.id);
    const res = await executeOperation(
      t.app,
      PropertiesAndModelsByProjectDocument,
      { project_id: String(project!.id) },
      await token(VENDOR),
    );
    const distinct = (xs: (string | null)[]) =>
      [...new Set(xs.filter((x): x is string => !!x))].sort((a, b) => (a < b ? -1 : 1));
    expect(res.data!.propertiesandmodelsbyproject).toEqual({
      models: distinct(homes.map((h) => h.model)),
      towers: distinct(homes.map((h) => h.tower)),
    });
    const [foreign] = await projectsFor(db, VENDOR, false);
    const refused = await executeOperation(
      t.app,
      PropertiesAndModelsByProjectDocument,
      { project_id: String(foreign!.id) },
      await token(VENDOR),
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
