import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The file roles of docs/server.md hold for the whole server: a name says what a file holds, and
// SQL lives in repositories. `src/server/db` is the database's own layer (schema, migrations,
// seed) and may run SQL; tests and fixtures may too.

const ROOT = 'src/server';
const RETIRED = ['edit', 'write', 'store', 'write-repository', 'mapper', 'queries', 'test-kit'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const files = filesUnder(ROOT).map((path) => relative(ROOT, path));
const isDatabaseLayer = (file: string) => file.startsWith('db/');
const isTestOnly = (file: string) => /\.(test|fixtures)\.ts$/.test(file);

/** A value import from Drizzle (the query builder or `sql`), or a statement run on a handle. */
function runsSql(source: string): boolean {
  return (
    /^import \{[^}]*\} from 'drizzle-orm';/m.test(source) ||
    /\b(db|tx|database|trx|executor)\.(execute|select|selectDistinct|insert|update|delete|query)\b/.test(source) // prettier-ignore
  );
}

describe('server files', () => {
  it('are named <topic>[.<part>][.<role>].ts in lower-case words, ending in no retired role name', () => {
    const misnamed = files.filter((file) => {
      const name = file.split('/').at(-1)!.replace(/\.ts$/, '');
      const parts = name.split('.');
      return (
        !parts.every((part) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(part)) ||
        (parts.length > 1 && RETIRED.includes(parts.at(-1)!))
      );
    });
    expect(misnamed).toEqual([]);
  });

  it('run SQL only in repositories (the database layer, tests and fixtures aside)', () => {
    const offenders = files.filter(
      (file) =>
        !isDatabaseLayer(file) &&
        !isTestOnly(file) &&
        !file.endsWith('.repository.ts') &&
        runsSql(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('finds SQL where it is (the check above can fail)', () => {
    expect(runsSql("import { eq, sql } from 'drizzle-orm';")).toBe(true);
    expect(runsSql('await tx.update(units).set(values);')).toBe(true);
    expect(runsSql("import type { SQL } from 'drizzle-orm';")).toBe(false);
  });
});
