import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { Database } from '../client';
import { freshDatabase } from '../../../../tests/harness/test-database';
import { customers, properties, quotations } from '../schema';
import { seedDemo } from './index';

// The demo is reproducible: two databases seeded at different moments hold the same people,
// units and quotations (only dates move with "now").

let first: Database;
let second: Database;

beforeAll(async () => {
  [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
  await seedDemo(first, { scale: 0.2, now: new Date('2025-03-01T12:00:00Z') });
  await seedDemo(second, { scale: 0.2, now: new Date('2026-07-15T09:30:00Z') });
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

async function snapshot(database: Database) {
  const people = await database.db
    .select({ name: customers.name, rut: customers.rut, email: customers.email })
    .from(customers)
    .orderBy(asc(customers.id));
  const units = await database.db
    .select({ identifier: properties.identifier, price: properties.price })
    .from(properties)
    .orderBy(asc(properties.id));
  const quoted = await database.db
    .select({ customer: quotations.customer_id, project: quotations.project_id })
    .from(quotations)
    .orderBy(asc(quotations.id));
  return { people, units, quoted };
}

describe('seedDemo', () => {
  it('produces the same data on every run', async () => {
    const [a, b] = await Promise.all([snapshot(first), snapshot(second)]);
    expect(a.people.length).toBe(Math.round(450 * 0.2));
    expect(a.quoted.length).toBe(Math.round(600 * 0.2));
    expect(b).toEqual(a);
  });

  it('refuses a database that already has users', async () => {
    await expect(seedDemo(first)).rejects.toThrow('--reset');
  });
});
