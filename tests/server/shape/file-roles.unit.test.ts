import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// The fixed list of file roles of docs/server.md: a module's file is
// <slice>[.<topic>].<role>.ts, so that its name says what it holds and where to look.

const ROLES = ['resolvers', 'service', 'repository', 'loaders', 'mappers', 'export', 'fixtures'];
const DIR = 'src/server/modules';

function misnamed(slice: string): string[] {
  return readdirSync(join(DIR, slice)).filter((file) => {
    if (file === 'index.ts') return false;
    const parts = file.replace(/\.ts$/, '').split('.');
    const [head, ...rest] = parts;
    const role = rest.at(-1) === 'test' ? 'test' : rest.at(-1);
    const topics = rest.slice(0, role === 'test' ? -1 : -1);
    return (
      head !== slice ||
      !(role === 'test' || ROLES.includes(role ?? '')) ||
      topics.length > (role === 'test' ? 2 : 1) ||
      !topics.every((t) => /^[a-z0-9-]+$/.test(t))
    );
  });
}

it('names every module file <slice>[.<topic>].<role>.ts', () => {
  const slices = readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory());
  expect(slices.flatMap((d) => misnamed(d.name).map((f) => `${d.name}/${f}`))).toEqual([]);
});

it('gives every module an index.ts', () => {
  const slices = readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory());
  expect(slices.filter((d) => !readdirSync(join(DIR, d.name)).includes('index.ts')).map((d) => d.name)).toEqual([]); // prettier-ignore
});
