import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  Lexer,
  print,
  Source,
  TokenKind,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { describe, expect, it } from 'vitest';
import * as generated from '../../../graphql/generated/client/graphql';
import { testConfig } from '../../../tests/harness/test-app';
import { estimateCost, QUERY_LIMITS } from './limits';
import { createGraphQL } from './yoga';

const operationsDir = join(import.meta.dirname, '../../../graphql/operations');

// Every committed operation must pass the query limits with room to spare, so that the SPA never
// meets them: measured here with the same rules the server applies.

const operations = Object.entries(generated).flatMap(([name, value]) => {
  const doc = value as DocumentNode;
  const op = doc?.kind === Kind.DOCUMENT ? doc.definitions.find(isOperation) : undefined;
  return op ? [{ name, doc, op }] : [];
});

function isOperation(def: DocumentNode['definitions'][number]): def is OperationDefinitionNode {
  return def.kind === Kind.OPERATION_DEFINITION;
}

/** A value for each required variable; `limit` at its largest, the worst case of the cost. */
function sample(type: GraphQLInputType, name: string): unknown {
  const t = getNullableType(type) as GraphQLInputType;
  if (isListType(t)) return [];
  if (isEnumType(t)) return t.getValues()[0]?.value;
  if (isInputObjectType(t)) {
    const required = Object.values(t.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(required.map((f) => [f.name, sample(f.type, f.name)]));
  }
  if (t.name === 'Int' || t.name === 'Float') return name === 'limit' ? 50 : 1;
  if (t.name === 'Boolean') return false;
  if (t.name === 'Upload') return new File(['x'], 'x.png', { type: 'image/png' });
  if (t.name === 'JSON') return [];
  return '1';
}

function variablesOf(schema: GraphQLSchema, op: OperationDefinitionNode) {
  const out: Record<string, unknown> = {};
  for (const def of op.variableDefinitions ?? []) {
    const type = typeFromAST(schema, def.type) as GraphQLInputType | undefined;
    const name = def.variable.name.value;
    if (type && (isNonNullType(type) || name === 'limit')) out[name] = sample(type, name);
  }
  return out;
}

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let n = 0;
  while (lexer.advance().kind !== TokenKind.EOF) n++;
  return n;
}

describe('query limits and the committed operations', () => {
  const yoga = createGraphQL({
    db: {} as never,
    config: testConfig(),
    bus: {} as never,
    authenticate: async () => null,
  });
  const schema = yoga.getEnveloped({}).schema;

  it('finds every operation of graphql/operations', () => {
    const files = readdirSync(operationsDir, { recursive: true, encoding: 'utf8' });
    const count = files.filter((f) => f.endsWith('.graphql') && !f.endsWith('.fragment.graphql'));
    expect(operations.length).toBe(count.length);
  });

  it('leaves room to spare on every limit', () => {
    const worst = { depth: 0, aliases: 0, directives: 0, tokens: 0, cost: 0 };
    const seen = (key: keyof typeof worst) => [(_: unknown, d: { n: number }) => void (worst[key] = Math.max(worst[key], d.n))]; // prettier-ignore
    for (const { name, doc, op } of operations) {
      const errors = validate(schema, doc, [
        maxDepthRule({ n: QUERY_LIMITS.depth, flattenFragments: true, onAccept: seen('depth') }),
        maxAliasesRule({ n: QUERY_LIMITS.aliases, onAccept: seen('aliases') }),
        maxDirectivesRule({ n: QUERY_LIMITS.directives, onAccept: seen('directives') }),
      ]);
      expect(errors.map((e) => `${name}: ${e.message}`)).toEqual([]);
      worst.tokens = Math.max(worst.tokens, tokens(print(doc)));
      const variables = variablesOf(schema, op);
      const cost = getComplexity({ schema, query: doc, variables, estimators: [estimateCost] });
      worst.cost = Math.max(worst.cost, cost);
    }
    // The measures did run (a rule that never reported would pass anything).
    expect(worst.depth).toBeGreaterThanOrEqual(5);
    expect(worst.cost).toBeGreaterThan(1_000);
    expect(worst.depth).toBeLessThanOrEqual(QUERY_LIMITS.depth - 3);
    expect(worst.aliases).toBeLessThanOrEqual(QUERY_LIMITS.aliases / 2);
    expect(worst.directives).toBeLessThanOrEqual(QUERY_LIMITS.directives / 2);
    expect(worst.tokens).toBeLessThanOrEqual(QUERY_LIMITS.tokens / 4);
    expect(worst.cost).toBeLessThanOrEqual(QUERY_LIMITS.cost / 10);
  });

  it('runs every operation through the server’s own parse and validate', () => {
    for (const { name, doc } of operations) {
      const { parse, validate: check, schema: s } = yoga.getEnveloped({ viewer: null });
      const errors: readonly GraphQLError[] = check(s, parse(print(doc)));
      // Anonymous: the one refusal allowed is the policy's, later; never a limit's.
      expect(errors.map((e) => `${name}: ${e.message}`)).toEqual([]);
    }
  });

  it('states the limits in the SDL as they are', () => {
    const text = schema.getQueryType()?.description ?? '';
    for (const [limit, value] of Object.entries(QUERY_LIMITS)) {
      expect(text, limit).toContain(String(value));
    }
  });

  it('keeps introspection and suggestions from everyone in production', async () => {
    const production = createGraphQL({
      db: {} as never,
      config: testConfig({ graphqlIntrospection: false }),
      bus: {} as never,
      authenticate: async () => null,
    });
    const ask = async (query: string) => {
      const res = await production.fetch(
        'http://localhost/graphql',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }, // prettier-ignore
        { req: { ip: '127.0.0.1' }, viewer: { id: 1 } as never },
      );
      const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] }; // prettier-ignore
      return { status: res.status, error: body.errors?.[0] };
    };
    const schemaAsked = await ask('{ __schema { queryType { name } } }');
    expect(schemaAsked.status).toBe(400);
    expect(schemaAsked.error?.extensions?.code).toBe('INTROSPECTION_DISABLED');
    expect((await ask('{ __type(name: "Project") { name } }')).error?.extensions?.code).toBe(
      'INTROSPECTION_DISABLED',
    );
    const typo = await ask('{ projectz(page: 1) { total } }');
    expect(typo.error?.message).toContain('projectz');
    expect(typo.error?.message).not.toMatch(/Did you mean/);
  });
});
