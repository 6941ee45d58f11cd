import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// Which test files run in a module graph of their own is declared by name (vite.config.ts): a file
// that mocks modules in the shared graph would leak into the files after it. Stubbed globals,
// environment variables and spies need no graph of their own: the config undoes them after every
// test (unstubGlobals, unstubEnvs, restoreMocks).

const MOCKS = /\bvi\.(mock|doMock)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = ['src', 'machines', 'tests'].flatMap(testFiles);

it('names every test file that mocks modules *.isolated.test.ts(x)', () => {
  const unnamed = files.filter(
    (file) => !/\.isolated\.test\.tsx?$/.test(file) && MOCKS.test(readFileSync(file, 'utf8')),
  );
  expect(unnamed).toEqual([]);
});

it('keeps pure server tests (*.unit.test.ts) away from the database harness', () => {
  const withDatabase = files.filter(
    (file) =>
      file.endsWith('.unit.test.ts') &&
      !file.endsWith('test-names.unit.test.ts') &&
      /startTestApp|freshDatabase|openDatabase/.test(readFileSync(file, 'utf8')),
  );
  expect(withDatabase).toEqual([]);
});
