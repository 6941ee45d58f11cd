import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';

// One name per slice (docs/server.md): from an operation's name a newcomer finds its SDL in
// graphql/schema/<slice>[.<part>].graphql, its documents in graphql/operations/<slice>/ and its
// resolver in src/server/modules/<slice>/<slice>[.<part>].resolvers.ts.

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);
const sliceOf = (file: string) => file.split('/').pop()!.split('.')[0]!;

/** root field → the slice of the SDL file that declares it */
function sdlSlices() {
  const out = new Map<string, string>();
  for (const file of readdirSync('graphql/schema')) {
    const doc = parse(readFileSync(join('graphql/schema', file), 'utf8'));
    for (const d of doc.definitions)
      if (
        (d.kind === Kind.OBJECT_TYPE_DEFINITION || d.kind === Kind.OBJECT_TYPE_EXTENSION) &&
        ROOTS.has(d.name.value)
      )
        for (const f of d.fields ?? []) out.set(`${d.name.value}.${f.name.value}`, sliceOf(file));
  }
  return out;
}

type ResolverMap = Record<string, Record<string, unknown> | undefined>;
const resolverFiles = import.meta.glob<ResolverMap>('/src/server/modules/*/*.resolvers.ts', {
  eager: true,
});

/** root field → the slices whose resolver files define it */
function resolverSlices() {
  const out = new Map<string, string[]>();
  for (const [path, exports] of Object.entries(resolverFiles)) {
    const folder = path.split('/')[4]!;
    for (const value of Object.values(exports)) {
      if (!value || typeof value !== 'object') continue;
      for (const root of ROOTS)
        for (const field of Object.keys((value as ResolverMap)[root] ?? {}))
          out.set(`${root}.${field}`, [...(out.get(`${root}.${field}`) ?? []), folder]);
    }
  }
  return out;
}

function operationDocuments(dir = 'graphql/operations'): [string, DocumentNode][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return operationDocuments(path);
    return path.endsWith('.graphql') ? [[path, parse(readFileSync(path, 'utf8'))]] : [];
  });
}

// The session machine's documents stay together: codegen compiles them into a module of their own
// so that the login route does not carry every operation of the app.
const DOCUMENT_EXCEPTIONS = new Set(['graphql/operations/session']);

describe('one name per slice', () => {
  const sdl = sdlSlices();
  const resolvers = resolverSlices();

  it('names each resolvers file after its module', () => {
    const misnamed = Object.keys(resolverFiles).filter((p) => sliceOf(p) !== p.split('/')[4]);
    expect(misnamed).toEqual([]);
  });

  it('resolves every root field in the module named like its SDL file', () => {
    const wrong = [...sdl].flatMap(([field, slice]) => {
      const found = resolvers.get(field) ?? [];
      return found.length === 1 && found[0] === slice ? [] : [`${field}: SDL ${slice}, resolvers in ${found.join(', ') || 'none'}`]; // prettier-ignore
    });
    expect(wrong).toEqual([]);
  });

  it('keeps each operation document in the folder of its root field’s slice', () => {
    const wrong: string[] = [];
    for (const [path, doc] of operationDocuments()) {
      const folder = path.split('/').slice(0, 3).join('/');
      if (DOCUMENT_EXCEPTIONS.has(folder)) continue;
      for (const d of doc.definitions) {
        if (d.kind !== Kind.OPERATION_DEFINITION) continue;
        const root = d.operation === 'query' ? 'Query' : d.operation === 'mutation' ? 'Mutation' : 'Subscription'; // prettier-ignore
        const slices = d.selectionSet.selections.flatMap(
          (s) =>
          s.kind === Kind.FIELD && !s.name.value.startsWith('__') ? [sdl.get(`${root}.${s.name.value}`)] : [], // prettier-ignore
        );
        if (!slices.includes(path.split('/')[2])) wrong.push(`${path}: root fields of ${slices.join(', ')}`); // prettier-ignore
      }
    }
    expect(wrong).toEqual([]);
  });
});
