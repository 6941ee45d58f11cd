import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The import graph between server modules, read from the sources (static imports and
// re-exports), for the boundary tests.

export const MODULES_DIR = 'src/server/modules';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

export interface ModuleImport {
  from: string;
  file: string;
  /** The imported path inside `src/server/modules`, e.g. `bookings/bookings.service`. */
  target: string;
  module: string;
}

/** Every import from one module's file into another module's file. */
export function crossModuleImports(): ModuleImport[] {
  const root = resolve(MODULES_DIR);
  const out: ModuleImport[] = [];
  for (const file of files(MODULES_DIR)) {
    const from = relative(MODULES_DIR, file).split('/')[0]!;
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1]!;
      if (!spec.startsWith('.')) continue;
      let target = relative(root, resolve(dirname(file), spec));
      if (!target.includes('/')) target = `${target}/index`;
      if (target.startsWith('..')) continue;
      const module = target.split('/')[0]!;
      if (module !== from) out.push({ from, file, target, module });
    }
  }
  return out;
}

/** Cycles between modules (strongly connected components of more than one module). */
export function moduleCycles(imports: ModuleImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const i of imports) {
    if (!edges.has(i.from)) edges.set(i.from, new Set());
    edges.get(i.from)!.add(i.module);
  }
  // Tarjan's algorithm.
  let index = 0;
  const indexes = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    indexes.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!indexes.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexes.get(w)!));
    }
    if (low.get(v) === indexes.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!indexes.has(v)) visit(v);
  return components;
}
