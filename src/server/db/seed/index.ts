import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Database, DbOrTx, Tx } from '../client';
import { users } from '../schema';
import { seedAccess } from './access';
import { seedDemoData, type BaseIds } from './demo';
import { seedGeo } from './geo';
import { seedLookups } from './lookups';
import { DEMO_PASSWORD, seedAdmin } from './people';

// Seeding an empty database: the reference data every installation needs (roles, permissions,
// Chile's regions/provinces/communes, lookups, the pipeline) plus either the demo data set or a
// single administrator. Everything runs in one transaction: a failed seed leaves nothing behind.

export { DEMO_PASSWORD, DEMO_USERS } from './people';
export { PIPELINE_STAGES } from './lookups';

export type SeedOutcome = 'seeded-demo' | 'seeded-admin' | 'skipped';

export interface SeedIfEmptyOptions {
  demo: boolean;
  adminEmail: string;
  adminPassword: string;
}

export interface SeedDemoOptions {
  /** Multiplies quotations, customers, contacts, prospects, pre-approvals (benchmarks use 10+). */
  scale?: number;
  /** The demo's "today"; dates spread over the twelve months before it. */
  now?: Date;
}

// Two server instances starting on the same empty PostgreSQL must not both seed.
const SEED_LOCK_KEY = 73_001_417;

async function hasUsers(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

async function lockAndCheckEmpty(tx: Tx): Promise<boolean> {
  // A seed is one long load, not a request: the requests' statement_timeout does not bound it.
  await tx.execute(sql`select set_config('statement_timeout', '0', true)`);
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
  // The demo's records are history, not news: the insert triggers of migration 0010 tell no one.
  await tx.execute(sql`select set_config('backoffice.notifications', 'off', true)`);
  return !(await hasUsers(tx));
}

async function seedBase(tx: Tx): Promise<BaseIds> {
  const roleIds = await seedAccess(tx);
  const geo = await seedGeo(tx);
  const lookups = await seedLookups(tx);
  return { roleIds, geo, lookups };
}

/** Seeds a database without users; does nothing ('skipped') when there is any user. */
export async function seedIfEmpty(
  database: Database,
  options: SeedIfEmptyOptions,
): Promise<SeedOutcome> {
  if (await hasUsers(database.db)) return 'skipped';
  if (!options.demo && (!options.adminEmail.trim() || !options.adminPassword)) {
    throw new Error(
      'Para crear el administrador inicial hay que definir ADMIN_EMAIL y ADMIN_PASSWORD.',
    );
  }
  // argon2 is slow on purpose: hash once, outside the transaction, and reuse the hash.
  const passwordHash = await hashPassword(options.demo ? DEMO_PASSWORD : options.adminPassword);
  return database.db.transaction(async (tx) => {
    if (!(await lockAndCheckEmpty(tx))) return 'skipped';
    const base = await seedBase(tx);
    if (options.demo) {
      await seedDemoData(tx, base, passwordHash, { scale: 1, now: new Date() });
      return 'seeded-demo';
    }
    await seedAdmin(tx, options.adminEmail, passwordHash, base.roleIds);
    return 'seeded-admin';
  });
}

/** Seeds the demo data set at a scale on an empty database; refuses one that has users. */
export async function seedDemo(database: Database, options: SeedDemoOptions = {}): Promise<void> {
  const scale = options.scale ?? 1;
  if (!(scale > 0)) throw new Error('La escala del seed debe ser un número positivo.');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.db.transaction(async (tx) => {
    if (!(await lockAndCheckEmpty(tx))) {
      throw new Error('La base de datos ya tiene usuarios: use --reset para sembrarla de nuevo.');
    }
    const base = await seedBase(tx);
    await seedDemoData(tx, base, passwordHash, { scale, now: options.now ?? new Date() });
  });
}
