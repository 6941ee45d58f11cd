import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';

// README is one page that points into docs/ (issue 29); the links between them must resolve.

const pages = ['README.md', ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.md'))
  .map((name) => join('docs', name))]; // prettier-ignore

it('keeps README to one page of at most 200 lines', () => {
  expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(200);
});

it('links only to files that exist', () => {
  const broken = pages.flatMap((page) =>
    [...readFileSync(page, 'utf8').matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => !existsSync(join(dirname(page), target)))
      .map((target) => `${page} → ${target}`),
  );
  expect(broken).toEqual([]);
});

it('numbers decision records without gaps or repeats', () => {
  const numbers = readdirSync('docs/decisions')
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .map((name) => Number(name.slice(0, 4)))
    .sort((a, b) => a - b);
  expect(numbers).toEqual(numbers.map((_, index) => index + 1));
});
