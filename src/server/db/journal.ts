import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { migrationsDir } from '../paths';

const journal = z.object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })) });

/**
 * The committed migrations, from drizzle's journal: `when` is the `created_at` drizzle stores in
 * `drizzle.__drizzle_migrations` for each applied one.
 */
export function committedMigrations(folder = migrationsDir): { when: number; tag: string }[] {
  return journal.parse(JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')))
    .entries;
}
