import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/db/seed';

export type TemplateKind = 'migrated' | 'demo';

const root = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Templates are keyed by the content of what shapes them, so a schema change rebuilds them. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(join(root, 'src/server/db')).sort()) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export function templatePath(kind: TemplateKind, key = templateKey()): string {
  return join(tmpdir(), 'backoffice-test-templates', `${kind}-${key}.tar`);
}

/**
 * Builds (once per schema version) PGlite dumps of a migrated database and of the seeded demo,
 * so each test file clones one in under a second instead of running initdb and the seed.
 */
export async function ensureTemplates(): Promise<void> {
  const key = templateKey();
  mkdirSync(join(tmpdir(), 'backoffice-test-templates'), { recursive: true });
  for (const kind of ['migrated', 'demo'] as const) {
    const path = templatePath(kind, key);
    if (existsSync(path)) continue;
    const database = await openDatabase({});
    if (kind === 'demo') {
      await seedIfEmpty(database, { demo: true, adminEmail: '', adminPassword: '' });
    }
    const dump = await database.dump!();
    writeFileSync(`${path}.tmp`, Buffer.from(await dump.arrayBuffer()));
    writeFileSync(path, readFileSync(`${path}.tmp`));
    await database.close();
  }
}
