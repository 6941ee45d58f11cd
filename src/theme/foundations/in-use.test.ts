// Keeps the «Fundamentos» lists true: the icons and type sizes they show are those the app's source
// uses today (stories and tests left out), so a new icon or size fails here until it is listed.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICONS_IN_USE } from './icons-in-use';
import { tokenNames } from './theme-values';
import { FONT_SIZES_IN_USE, HEADING_SIZES_IN_USE } from './typography-in-use';

const SRC = join(import.meta.dirname, '..', '..');

function appSources(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .filter((path) => !/\.(stories|test|story-kit|test-kit|fixtures)\.tsx?$/.test(path))
    .filter((path) => !path.startsWith(join('theme', 'foundations')))
    .map((path) => readFileSync(join(SRC, path), 'utf8'));
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

function collect(pattern: RegExp, sources: string[]): string[] {
  return sources.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1] ?? ''));
}

describe('what the «Fundamentos» pages list', () => {
  const sources = appSources();

  it('lists every lucide icon the app imports', () => {
    const imports = collect(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g, sources);
    const names = imports
      .flatMap((list) => list.split(','))
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name && !name.startsWith('type ') && !/^Lucide[A-Z]/.test(name));
    expect(Object.keys(ICONS_IN_USE).sort()).toEqual(sorted(names));
  });

  it('lists every font size and text style the app sets', () => {
    const tokens = new Set(tokenNames('fontSizes'));
    const sizes = collect(/\b(?:fontSize|textStyle)(?:="|: ')([0-9a-z]+)["']/g, sources);
    // A raw CSS length is not a step of the scale: the page shows only tokens.
    expect([...FONT_SIZES_IN_USE].sort()).toEqual(sorted(sizes.filter((s) => tokens.has(s))));
  });

  it('lists every heading size the app sets', () => {
    const sizes = collect(/<Heading\b[^>]*?\bsize="([a-z0-9]+)"/g, sources);
    expect([...HEADING_SIZES_IN_USE].sort()).toEqual(sorted(sizes));
  });
});
