import { describe, expect, it } from 'vitest';
import { crossModuleImports, moduleCycles } from './module-graph';

// Modules talk through each other's index.ts only (docs/server.md), and never in a circle: a
// cycle between two modules means one idea is cut in two, or a shared need belongs in the kernel.

describe('module boundaries', () => {
  const imports = crossModuleImports();

  it('imports another module only through its index.ts (tests and fixtures aside)', () => {
    const reaching = imports
      .filter((i) => !/\.(test|fixtures)\.ts$/.test(i.file) && !i.target.endsWith('/index'))
      .map((i) => `${i.file} → ${i.target}`);
    expect(reaching).toEqual([]);
  });

  it('has no cycle between modules', () => {
    const production = imports.filter((i) => !/\.(test|fixtures)\.ts$/.test(i.file));
    expect(moduleCycles(production)).toEqual([]);
  });
});
