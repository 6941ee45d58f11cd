import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerifyBookingOrderPaymentDocument } from '../../../../graphql/generated/client/graphql';
import { dropTestDatabase } from '../../../../tests/harness/drop-database';
import { executeOperation, login, testConfig } from '../../../../tests/harness/test-app';
import { flowAnswer, startFakeFlow, type FakeFlow } from '../../../../tests/support/fake-flow';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { seedIfEmpty } from '../../db/seed';
import { projectPaymentKeys, projects } from '../../db/schema';
import { encryptSecret } from '../../payments/payment-keys';
import { bookingState, confirmation, FLOW_KEYS, pendingBooking } from './payments-flow.fixtures';

// Two server instances on one PostgreSQL (as several instances run in production): five
// confirmations of one token spread over both and a staff verification at the same time make one
// transition, one audit row per record and one notification. The payment's row lock is the gate.
const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'admin@losaromos.cl', password: 'Clave-Segura-2026' };

describe.runIf(adminUrl)('Flow confirmations on PostgreSQL, two instances', () => {
  const name = `bo_flow_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
  let databases: Database[] = [];
  let apps: FastifyInstance[] = [];
  let flow: FakeFlow;
  let projectId: number;

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    databases = [await openDatabase({ databaseUrl: url.href })];
    databases.push(await openDatabase({ databaseUrl: url.href }));
    flow = await startFakeFlow({
      merchants: { [FLOW_KEYS.apiKey]: FLOW_KEYS.secretKey },
      delayMs: 50,
    });
    const config = testConfig({ flowApiUrl: flow.url, flowTimeoutMs: 5_000 });
    await seedIfEmpty(databases[0]!, { demo: false, adminEmail: ADMIN.email, adminPassword: ADMIN.password }); // prettier-ignore
    apps = await Promise.all(databases.map((database) => buildApp({ database, config })));
    await Promise.all(apps.map((app) => app.ready()));
    const db = databases[0]!.db;
    await db.execute(
      sql`insert into real_state_agencies (name) values ('Inmobiliaria Los Aromos')`,
    );
    await db.execute(
      sql`insert into projects (real_state_agency_id, name, slug, type, price_from, bedrooms_from, area_from)
        select id, 'Parque Los Aromos', 'parque-los-aromos', 'Departamentos', 2890, 1, 48.5
        from real_state_agencies where name = 'Inmobiliaria Los Aromos'`,
    );
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, 'parque-los-aromos'));
    projectId = project!.id;
    await db.execute(
      sql`insert into properties (project_id, identifier, price) values (${projectId}, '1204', 3150.5)`,
    );
    await db.insert(projectPaymentKeys).values({
      project_id: projectId,
      api_key_encrypted: encryptSecret(FLOW_KEYS.apiKey, config.paymentKeysSecret),
      secret_key_encrypted: encryptSecret(FLOW_KEYS.secretKey, config.paymentKeysSecret),
    });
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await flow?.close();
    await dropTestDatabase(admin, name);
    await admin.end();
  });

  it('makes one transition of five confirmations over two instances and a verification', async () => {
    const db = databases[0]!.db;
    const booking = await pendingBooking(db, projectId);
    flow.payment(booking.token, flowAnswer({ commerceOrder: booking.commerceOrder, amount: booking.amount }, 2)); // prettier-ignore
    const token = (await login(apps[1]!, ADMIN.email, ADMIN.password)).access_token;
    const [verified, ...confirmed] = await Promise.all([
      executeOperation(apps[1]!, VerifyBookingOrderPaymentDocument, { id: String(booking.orderId) }, token), // prettier-ignore
      ...Array.from({ length: 5 }, (_, i) => apps[i % 2]!.inject(confirmation(booking.token))),
    ]);
    expect(verified?.errors).toBeUndefined();
    expect(confirmed.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const state = await bookingState(db, booking);
    expect(state.request.status).toBe('paid');
    expect(state.order.status).toBe('approved');
    expect(state.home.available).toBe(false);
    expect(state.auditRows.map((a) => a.auditable_type).sort()).toEqual(['BookingOrder', 'BookingRequest', 'Payment']); // prettier-ignore
    expect(state.notes).toHaveLength(1);
  });
});
