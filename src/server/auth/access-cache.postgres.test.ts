import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  QuotationsDocument,
  type QuotationsQueryVariables,
} from '../../../graphql/generated/client/graphql';
import { dropTestDatabase } from '../../../tests/harness/drop-database';
import { statements } from '../../../tests/harness/statements';
import { executeOperation, login, testConfig, type TestApp } from '../../../tests/harness/test-app';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { projects, realStateAgencyUsers, userRoles, users } from '../db/schema';
import { prepareRaw } from '../db/prepared';
import { seedIfEmpty } from '../db/seed';
import { readAccessEpoch } from './viewer.repository';
import { listQuotationsPage } from '../modules/quotations/quotations.page-json.repository';

// Two server instances on one PostgreSQL database: the access epoch is the one thing a request
// reads to know that its cached viewer and project set still hold (decision record 0035), and
// that read, like the other hot ones, is a prepared statement.
const adminUrl = process.env.TEST_DATABASE_URL;
const AGENCY_ADMIN = 'realstateadmin@demo.cl';
const BLANK = { project_id: '', date_ini: '', date_end: '', real_state_agency: '', status: '' };

describe.runIf(adminUrl)('access cache and prepared statements on PostgreSQL', () => {
  const name = `bo_access_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
  const config = testConfig();
  let databases: Database[] = [];
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    databases = [await openDatabase({ databaseUrl: url.href })];
    databases.push(await openDatabase({ databaseUrl: url.href }));
    await seedIfEmpty(databases[0]!, { demo: true, adminEmail: '', adminPassword: '' });
    apps = await Promise.all(databases.map((database) => buildApp({ database, config })));
    await Promise.all(apps.map((app) => app.ready()));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await dropTestDatabase(admin, name);
    await admin.end();
  });

  const list = (app: FastifyInstance, token: string, variables: Partial<QuotationsQueryVariables> = {}) =>
    executeOperation(app, QuotationsDocument, { ...BLANK, page: 1, ...variables }, token); // prettier-ignore

  const asTestApp = (i: number): TestApp => ({
    app: apps[i]!,
    database: databases[i]!,
    config,
    close: () => Promise.resolve(),
  });

  /** The agency administrator's roles, taken away through A; the answer gives them back. */
  const takeRolesAwayThroughA = async () => {
    const a = databases[0]!.db;
    const [user] = await a
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, AGENCY_ADMIN));
    const held = await a.delete(userRoles).where(eq(userRoles.user_id, user!.id)).returning();
    return async () => {
      await a.insert(userRoles).values(held);
    };
  };

  it('parses the epoch read once per connection: a second run only binds and executes', async () => {
    const db = databases[0]!.db;
    // One transaction is one connection, whose prepared statements pg_prepared_statements lists.
    const result = await db.transaction(async (tx) => {
      await readAccessEpoch(tx);
      await readAccessEpoch(tx);
      return tx.execute(
        sql`select statement, (generic_plans + custom_plans)::text as runs
          from pg_prepared_statements where statement like '%access_epoch%'`,
      );
    });
    // postgres-js answers the rows as an array.
    const rows = z.array(z.object({ runs: z.coerce.number() })).parse(result);
    expect(rows).toEqual([{ runs: 2 }]);
  });

  it('prepares a raw statement as well, run as the source of a select', async () => {
    const result = await databases[0]!.db.transaction(async (tx) => {
      const probe = sql`select count(*)::int as n from roles where name <> ${'Nadie'}`;
      await prepareRaw(tx, 'roles_probe', ['n'], probe).execute();
      const rows = await prepareRaw(tx, 'roles_probe', ['n'], probe).execute();
      const prepared = await tx.execute(
        sql`select (generic_plans + custom_plans)::text as runs
          from pg_prepared_statements where statement like '%from roles where%'`,
      );
      return { rows, prepared };
    });
    expect(z.array(z.object({ n: z.number() })).parse(result.rows)[0]!.n).toBeGreaterThan(0);
    expect(z.array(z.object({ runs: z.coerce.number() })).parse(result.prepared)).toEqual([{ runs: 2 }]); // prettier-ignore
  });

  it('plans the first page of the quotations list once per connection', async () => {
    const db = databases[0]!.db;
    const ids = (await db.select({ id: projects.id }).from(projects)).map((row) => row.id);
    const filters = { projects: { ids, every: true }, from: null, to: null, status: null, customers: null }; // prettier-ignore
    const plans = await db.transaction(async (tx) => {
      for (let run = 0; run < 8; run++) await listQuotationsPage(tx, filters, 0, 15, undefined);
      const result = await tx.execute(
        sql`select sum(generic_plans)::text as generic, sum(custom_plans)::text as custom
          from pg_prepared_statements where statement like '%json_agg%'`,
      );
      return z.array(z.object({ generic: z.coerce.number(), custom: z.coerce.number() })).parse(result); // prettier-ignore
    });
    // PostgreSQL plans a prepared statement for each run's values five times, then keeps one
    // plan if that looks no dearer. With the first page's limit and offset written out it does;
    // as parameters, every run was planned again.
    expect(plans[0]!.generic + plans[0]!.custom).toBeGreaterThanOrEqual(8);
    expect(plans[0]!.generic).toBeGreaterThan(0);
  });

  it('refuses, on instance B, the next request after A takes the role away', async () => {
    const { access_token } = await login(apps[0]!, AGENCY_ADMIN, undefined, config);
    // Warm B's cache for the token: the list is answered.
    expect((await list(apps[1]!, access_token)).errors).toBeUndefined();
    expect((await list(apps[1]!, access_token)).errors).toBeUndefined();
    const giveBack = await takeRolesAwayThroughA();
    try {
      const refused = await list(apps[1]!, access_token);
      expect(refused.data?.quotations ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await giveBack();
    }
    expect((await list(apps[1]!, access_token)).errors).toBeUndefined();
  });

  it('shares one epoch read among requests that arrive together, and each still sees a change', async () => {
    const { access_token } = await login(apps[0]!, AGENCY_ADMIN, undefined, config);
    await list(apps[1]!, access_token);
    const together = () => Promise.all([1, 2, 3, 4].map(() => list(apps[1]!, access_token)));
    const epochReads = (texts: string[]) =>
      texts.filter((text) => /^select "value" from "access_epoch"/.test(text)).length;
    const seen = statements(asTestApp(1));
    try {
      const answers = await together();
      expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined, undefined, undefined]); // prettier-ignore
      expect(epochReads(seen.texts())).toBe(1);
    } finally {
      seen.restore();
    }
    // The role taken away through A before they arrive: every one of them is refused.
    const giveBack = await takeRolesAwayThroughA();
    try {
      const refused = await together();
      expect(refused.map((answer) => answer.errors?.[0]?.extensions?.code)).toEqual(
        Array(4).fill('FORBIDDEN'),
      );
    } finally {
      await giveBack();
    }
  });

  it('reads on B only the epoch and the list while nothing changes; a project made on A shows', async () => {
    const { access_token } = await login(apps[0]!, AGENCY_ADMIN, undefined, config);
    await list(apps[1]!, access_token);
    const seen = statements(asTestApp(1));
    try {
      const before = await list(apps[1]!, access_token);
      expect(before.errors).toBeUndefined();
      // The viewer's read and the project set's carry the epoch too: the one statement naming it
      // is the epoch's own read.
      const epochReads = seen.texts().filter((text) => text.includes('access_epoch'));
      expect(epochReads).toEqual([expect.stringMatching(/^select "value" from "access_epoch"/)]);
    } finally {
      seen.restore();
    }
    // A project created through A, in the agency administrator's agency, changes B's project set:
    // B's next list reads it again.
    const a = databases[0]!.db;
    const [user] = await a
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, AGENCY_ADMIN));
    const [link] = await a
      .select({ agency: realStateAgencyUsers.real_state_agency_id })
      .from(realStateAgencyUsers)
      .where(eq(realStateAgencyUsers.user_id, user!.id));
    const [created] = await a
      .insert(projects)
      .values({
        real_state_agency_id: link!.agency,
        name: 'Mirador Los Canelos',
        slug: `mirador-los-canelos-${randomBytes(3).toString('hex')}`,
        type: 'Departamentos',
        price_from: '2150.00',
        bedrooms_from: 2,
        area_from: '52.00',
      })
      .returning({ id: projects.id });
    const again = statements(asTestApp(1));
    try {
      expect((await list(apps[1]!, access_token)).errors).toBeUndefined();
      expect(again.texts().some((text) => text.includes('"deleted_at" is not null'))).toBe(true);
      const only = await list(apps[1]!, access_token, { project_id: String(created!.id) });
      expect(only.data?.quotations.total).toBe(0);
    } finally {
      again.restore();
    }
  });
});
