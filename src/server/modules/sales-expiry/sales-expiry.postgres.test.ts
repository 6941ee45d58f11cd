import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestDatabase } from '../../../../tests/harness/drop-database';
import { openDatabase, type Database } from '../../db/client';
import { bookingRequests, customers, projects, properties, quotations } from '../../db/schema';
import {
  auditCounts,
  bookingRequestOf,
  homeAvailable,
  openQuotations,
} from './sales-expiry.fixtures';
import { sweepExpired } from './sales-expiry.sweep.service';

// Two server instances on one PostgreSQL (two pools) sweep at the same moment, in small batches
// so their transactions interleave: every due record is expired exactly once (one audit row), the
// quotations by SKIP LOCKED claims, the booking requests under their homes' locks.
const adminUrl = process.env.TEST_DATABASE_URL;
const QUOTATIONS = 120;
const REQUESTS = 12;

describe.runIf(adminUrl)('the expiry sweep on PostgreSQL, two instances', () => {
  const name = `bo_expiry_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
  let databases: Database[] = [];

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    databases = [await openDatabase({ databaseUrl: url.href })];
    databases.push(await openDatabase({ databaseUrl: url.href }));
  });

  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close()));
    await dropTestDatabase(admin, name);
    await admin.end();
  });

  it('expires each due record once', async () => {
    const db = databases[0]!.db;
    const [agency] = (await db.execute(
      sql`insert into real_state_agencies (name) values ('Inmobiliaria Los Aromos') returning id`,
    )) as unknown as { id: number }[];
    const [project] = await db
      .insert(projects)
      .values({
        real_state_agency_id: agency!.id,
        name: 'Parque Los Aromos',
        slug: 'parque-los-aromos',
        type: 'Departamentos',
        price_from: '2890',
        bedrooms_from: 1,
        area_from: '48.5',
        quotation_validity: 15,
        reserve_validity: 7,
      })
      .returning();
    await db.insert(customers).values({
      name: 'Camila Andrea',
      last_name: 'Rojas Soto',
      rut: 16_543_287,
      rut_dv: '5',
      email: 'camila.rojas@gmail.com',
    });
    const homes = await db
      .insert(properties)
      .values(
        Array.from({ length: REQUESTS }, (_, i) => ({
          project_id: project!.id,
          identifier: `A-${101 + i}`,
          price: '2950.50',
          available: false,
        })),
      )
      .returning();
    const created = new Date('2026-10-01T15:00:00Z');
    const due = await openQuotations(db, project!.id, created, QUOTATIONS);
    const requests = [];
    for (const [i, home] of homes.entries()) {
      requests.push(await bookingRequestOf(db, home, created, 'pending', i));
    }
    const now = new Date('2026-11-01T12:00:00Z');
    const results = await Promise.all(
      databases.map((database) => sweepExpired({ db: database.db }, now, { batchSize: 5 })),
    );
    expect(results.reduce((n, r) => n + r.quotations, 0)).toBe(QUOTATIONS);
    expect(results.reduce((n, r) => n + r.bookingRequests, 0)).toBe(REQUESTS);
    expect(results.reduce((n, r) => n + r.units, 0)).toBe(REQUESTS);
    const ids = due.map((row) => row.id);
    expect(Object.values(await auditCounts(db, 'Quotation', ids))).toEqual(ids.map(() => 1));
    const requestIds = requests.map((row) => row.id);
    const counted = await auditCounts(db, 'BookingRequest', requestIds);
    expect(Object.values(counted)).toEqual(requestIds.map(() => 1));
    expect(await db.$count(quotations, sql`status = 'active'`)).toBe(0);
    expect(await db.$count(bookingRequests, sql`status = 'pending'`)).toBe(0);
    for (const home of homes) expect(await homeAvailable(db, home.id)).toBe(true);
  });
});
