import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kind,
  parse,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
} from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import { appError, messages } from '../kernel/errors';
import { moduleResolvers } from '../modules';
import { schemaDir } from '../paths';
import { authorizeOperation } from './authorize';
import { abandoned } from './budget';
import { DateTime, JSONScalar, Upload } from './scalars';

export function loadTypeDefs(): DocumentNode {
  const files = readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort();
  return parse(files.map((f) => readFileSync(join(schemaDir, f), 'utf8')).join('\n'));
}

type RootKind = 'Query' | 'Mutation' | 'Subscription';
type AnyResolver = GraphQLFieldResolver<unknown, GraphQLContext>;
type ResolverMap = Record<string, Record<string, unknown>>;

function rootFields(doc: DocumentNode): Map<RootKind, string[]> {
  const fields = new Map<RootKind, string[]>();
  for (const def of doc.definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION)
      continue;
    const node = def as ObjectTypeDefinitionNode | ObjectTypeExtensionNode;
    const name = node.name.value;
    if (name !== 'Query' && name !== 'Mutation' && name !== 'Subscription') continue;
    fields.set(name, [
      ...(fields.get(name) ?? []),
      ...(node.fields ?? []).map((f) => f.name.value),
    ]);
  }
  return fields;
}

const notImplemented: AnyResolver = () => {
  throw appError('NOT_IMPLEMENTED', messages.notImplemented);
};

function merge(parts: ResolverMap[]): ResolverMap {
  const out: ResolverMap = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) out[type] = { ...out[type], ...fields };
  }
  return out;
}

/** Once a request is abandoned (budget.ts), each resolver throws instead of reading more. */
function checked(resolve: AnyResolver): AnyResolver {
  return (parent, args, ctx, info) => {
    if (ctx.signal?.aborted) throw abandoned();
    return resolve(parent, args, ctx, info);
  };
}

function checkFieldResolvers(merged: ResolverMap): void {
  for (const [type, fields] of Object.entries(merged)) {
    if (type === 'Query' || type === 'Mutation' || type === 'Subscription') continue;
    for (const [field, impl] of Object.entries(fields)) {
      if (typeof impl === 'function' && !field.startsWith('__'))
        fields[field] = checked(impl as AnyResolver);
    }
  }
}

/**
 * Every root field gets a resolver: the module's, or one answering NOT_IMPLEMENTED, so no
 * operation of the contract silently returns null. Each is wrapped by the policy gate.
 */
export function buildResolvers(doc: DocumentNode): ResolverMap {
  const merged = merge(moduleResolvers as ResolverMap[]);
  checkFieldResolvers(merged);
  for (const [kind, names] of rootFields(doc)) {
    const own = merged[kind] ?? {};
    const guarded: Record<string, unknown> = {};
    for (const name of names) {
      const impl = own[name];
      if (kind === 'Subscription') {
        const sub = (impl ?? { subscribe: notImplemented }) as {
          subscribe: AnyResolver;
          resolve?: AnyResolver;
        };
        guarded[name] = {
          ...sub,
          resolve: sub.resolve ?? ((payload: unknown) => payload),
          subscribe: ((parent, args, ctx, info) => {
            authorizeOperation(name, ctx);
            return sub.subscribe(parent, args, ctx, info);
          }) satisfies AnyResolver,
        };
      } else {
        const resolve = (impl as AnyResolver | undefined) ?? notImplemented;
        guarded[name] = ((parent, args, ctx, info) => {
          authorizeOperation(name, ctx);
          if (ctx.signal?.aborted) throw abandoned();
          return resolve(parent, args, ctx, info);
        }) satisfies AnyResolver;
      }
    }
    merged[kind] = guarded;
  }
  return {
    ...merged,
    Upload: { upload: Upload },
    JSON: { json: JSONScalar },
    DateTime: { dt: DateTime },
  };
}

export function buildSchema(): GraphQLSchema {
  const typeDefs = loadTypeDefs();
  const resolvers = buildResolvers(typeDefs);
  const { Upload: _u, JSON: _j, DateTime: _d, ...rest } = resolvers;
  return createSchema<GraphQLContext>({
    typeDefs,
    resolvers: { ...rest, Upload, JSON: JSONScalar, DateTime },
  });
}
