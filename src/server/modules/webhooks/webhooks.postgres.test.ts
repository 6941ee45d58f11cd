import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestDatabase } from '../../../../tests/harness/drop-database';
import { testConfig } from '../../../../tests/harness/test-app';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { webhookDeliveries, webhookRecords } from '../../db/schema';
import { scalar, startReceiver, subscribe, type Receiver } from './webhooks.delivery.fixtures';

// Two server instances on one PostgreSQL, both running the delivery runner (as production does:
// woken by the trigger's NOTIFY): the SKIP LOCKED claim sends each delivery exactly once.
const adminUrl = process.env.TEST_DATABASE_URL;
const EVENTS = 40;

describe.runIf(adminUrl)('webhook deliveries on PostgreSQL, two instances', () => {
  const name = `bo_hooks_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
  let databases: Database[] = [];
  let apps: FastifyInstance[] = [];
  let receiver: Receiver;

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    databases = [await openDatabase({ databaseUrl: url.href })];
    databases.push(await openDatabase({ databaseUrl: url.href }));
    const config = testConfig({ webhooksAllowedHosts: ['127.0.0.1'] });
    apps = await Promise.all(
      databases.map((database) => buildApp({ database, config, webhookRunner: true })),
    );
    await Promise.all(apps.map((app) => app.ready()));
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await receiver.close();
    await dropTestDatabase(admin, name);
    await admin.end();
  });

  it('sends each of the events once, woken by the commit', async () => {
    const db = databases[0]!.db;
    const agency = await scalar(
      db,
      sql`insert into real_state_agencies (name) values ('Inmobiliaria Los Aromos') returning id`,
    );
    const project = await scalar(
      db,
      sql`insert into projects (real_state_agency_id, name, slug, type, price_from, bedrooms_from,
          area_from)
        values (${agency}, 'Parque Los Aromos', 'parque-los-aromos', 'Departamentos', 2890, 1, 48.5)
        returning id`,
    );
    await subscribe(db, project, 'contact.created', receiver.url());
    // Each insert commits on its own, alternating instances, as two web servers would.
    for (let i = 0; i < EVENTS; i++) {
      await databases[i % 2]!.db.execute(
        sql`insert into contact_forms (project_id, name, email)
          values (${project}, ${`Visitante ${i}`}, ${`visitante${i}@correo.cl`})`,
      );
    }
    await receiver.waitFor(EVENTS);
    // Nothing further is pending, so no duplicate can still be on its way.
    await Promise.all(apps.map((app) => app.webhookRunner.drain()));
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    expect(await db.$count(webhookRecords)).toBe(EVENTS);
    const open = await db.$count(webhookDeliveries, sql`status <> 'delivered'`);
    expect(open).toBe(0);
  });
});
