import {
  buildASTSchema,
  getNamedType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLField,
  type SelectionSetNode,
} from 'graphql';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as operations from '../../graphql/generated/client/graphql';
import { exportJobs, users } from '../../src/server/db/schema';
import { loadTypeDefs } from '../../src/server/graphql/schema';
import { MAX_PAGE_SIZE } from '../../src/server/kernel/page';
import { executeOperation, login, startTestApp, type TestApp } from '../harness/test-app';

// Every paging argument of the contract (an Int argument of a Query field: `page`, `subpage`,
// `limit`), found in the schema and run through the committed operations that pass it as a
// variable. A page below 1 is the first page, a page past the end is empty with the list's
// totals, a limit is clamped: never an internal error. A new paged field without an operation
// passing its argument fails the coverage check.

const INT_MAX = 2_147_483_647;
const schema = buildASTSchema(loadTypeDefs());
const queryFields = Object.values(schema.getQueryType()?.getFields() ?? {});

type Field = GraphQLField<unknown, unknown>;
const pagingArgs = (field: Field): GraphQLArgument[] =>
  field.args.filter((arg) => getNamedType(arg.type).name === 'Int');
const isPageArg = (name: string) => /page$/.test(name);
const pagedFields = queryFields.filter((field) => pagingArgs(field).length > 0);

/** One committed operation calling `field` with `arg` bound to the variable `variable`. */
interface PagingCall {
  operation: string;
  document: DocumentNode;
  field: string;
  responseKey: string;
  arg: string;
  variable: string;
  /** Whether the operation reads the paginator (`current_page`) of what it pages. */
  showsPage: boolean;
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === Kind.DOCUMENT;

/** Whether `set` (through its fragments) selects a field called `name`. */
function selects(
  set: SelectionSetNode,
  fragments: FragmentDefinitionNode[],
  name: string,
): boolean {
  return set.selections.some((s) => {
    if (s.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.find((f) => f.name.value === s.name.value);
      return !!fragment && selects(fragment.selectionSet, fragments, name);
    }
    if (s.kind === Kind.FIELD && s.name.value === name) return true;
    return !!s.selectionSet && selects(s.selectionSet, fragments, name);
  });
}

function pagingCalls(): PagingCall[] {
  const paged = new Map(pagedFields.map((f) => [f.name, pagingArgs(f).map((a) => a.name)]));
  return Object.entries(operations).flatMap(([operation, document]) => {
    if (!isDocument(document)) return [];
    const fragments = document.definitions.filter(
      (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
    );
    return document.definitions.flatMap((definition) => {
      if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'query')
        return [];
      return definition.selectionSet.selections.flatMap((selection) => {
        if (selection.kind !== Kind.FIELD) return [];
        const field = selection.name.value;
        const names = paged.get(field) ?? [];
        return (selection.arguments ?? []).flatMap((argument) =>
          names.includes(argument.name.value) && argument.value.kind === Kind.VARIABLE
            ? [
                {
                  operation,
                  document,
                  field,
                  responseKey: selection.alias?.value ?? field,
                  arg: argument.name.value,
                  variable: argument.value.name.value,
                  showsPage:
                    !!selection.selectionSet &&
                    selects(selection.selectionSet, fragments, 'current_page'),
                },
              ]
            : [],
        );
      });
    });
  });
}

const calls = pagingCalls();

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A page of an answer: its paginator fields and its rows. */
interface Page {
  info: Json;
  data: unknown[];
}

/** The pages inside an answer: a paginator itself, or items carrying `info` and `data`. */
function pagesIn(value: unknown): Page[] {
  if (Array.isArray(value)) return value.flatMap(pagesIn);
  if (!isRecord(value)) return [];
  const data = Array.isArray(value.data) ? value.data : [];
  if ('current_page' in value) return [{ info: value, data }];
  if (isRecord(value.info) && 'current_page' in value.info) return [{ info: value.info, data }];
  return Object.values(value).flatMap(pagesIn);
}

// Arguments a paging argument needs to take effect: `subpage` pages the `subquery` stage alone.
const companions: Record<string, (first: unknown) => Json> = {
  'prospectspertypequery.subpage': (first) => {
    const stages = isRecord(first) ? first.paginate_totals : undefined;
    const [stage] = Array.isArray(stages) ? stages.filter(isRecord) : [];
    return { subquery: stage?.id };
  },
};

const ADMIN = 'admin@demo.cl';
let t: TestApp;
let token: string;

/** The demo has no export jobs: more than the largest page lets exportJobs' limit show. */
async function seedExportJobs() {
  const db = t.database.db;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  if (!admin) throw new Error(`${ADMIN} is not in the demo`);
  const job: typeof exportJobs.$inferInsert = {
    user_id: admin.id,
    type: 'quotations',
    status: 'failed',
    error: 'El archivo no se pudo generar.',
  };
  await db.insert(exportJobs).values(Array.from({ length: MAX_PAGE_SIZE + 10 }, () => job));
}

beforeAll(async () => {
  t = await startTestApp('demo');
  token = (await login(t.app, ADMIN)).access_token;
  await seedExportJobs();
});
afterAll(() => t.close());

/** Variables an operation cannot run without, whatever its paging: the search needs a text. */
const required: Record<string, Json> = { SearchDocument: { text: 'González' } };

async function answer(call: PagingCall, variables: Json): Promise<unknown> {
  const all = { ...required[call.operation], ...variables };
  const res = await executeOperation(t.app, call.document, all, token);
  expect(res.errors, `${call.operation} ${JSON.stringify(variables)}`).toBeUndefined();
  expect(res.statusCode).toBe(200);
  return isRecord(res.data) ? res.data[call.responseKey] : undefined;
}

/** Pages at `asked` are empty past the end with the first page's totals; the others unchanged. */
function expectPastTheEnd(first: unknown, past: unknown, asked: number, label: string) {
  const before = pagesIn(first);
  const after = pagesIn(past);
  // An operation that reads no page (only the list's totals) must answer exactly the same.
  if (before.length === 0) return expect(past, label).toEqual(first);
  expect(after.length, label).toBe(before.length);
  const moved = after.filter((page) => page.info.current_page === asked);
  expect(moved.length, `${label}: no page answers current_page ${asked}`).toBeGreaterThan(0);
  after.forEach((page, i) => {
    const was = before[i]!;
    if (page.info.current_page !== asked) return expect(page, label).toEqual(was);
    expect(page.data, label).toEqual([]);
    for (const key of ['total', 'per_page', 'last_page'] as const) {
      if (key in was.info) expect(page.info[key], `${label} ${key}`).toBe(was.info[key]);
    }
    for (const key of ['from', 'to'] as const) {
      if (key in page.info) expect(page.info[key], `${label} ${key}`).toBeNull();
    }
    if ('has_more_pages' in page.info) expect(page.info.has_more_pages, label).toBe(false);
  });
}

describe('bounded paging of every paged query', () => {
  it('finds paged queries in the schema, each argument passed by a committed operation', () => {
    expect(pagedFields.map((f) => f.name)).toContain('properties');
    // A page argument needs an operation that reads the page, to see what it answers.
    const covers = (field: string, arg: string) =>
      calls.some((c) => c.field === field && c.arg === arg && (c.showsPage || !isPageArg(arg)));
    const missing = pagedFields.flatMap((field) =>
      pagingArgs(field)
        .filter((arg) => !covers(field.name, arg.name))
        .map((arg) => `${field.name}(${arg.name})`),
    );
    expect(missing).toEqual([]);
  });

  it.each(
    calls.filter((c) => isPageArg(c.arg)).map((c) => [`${c.operation} ${c.arg}`, c] as const),
  )('%s: below 1 is the first page, past the end is empty', async (label, call) => {
    const companion = companions[`${call.field}.${call.arg}`];
    const extra = companion ? companion(await answer(call, {})) : {};
    const first = await answer(call, { ...extra, [call.variable]: 1 });
    for (const below of [0, -1]) {
      expect(await answer(call, { ...extra, [call.variable]: below }), label).toEqual(first);
    }
    const lastPages = pagesIn(first).map((page) => Number(page.info.last_page));
    for (const past of [Math.max(1, ...lastPages) + 1, 99_999_999, INT_MAX]) {
      const answered = await answer(call, { ...extra, [call.variable]: past });
      expectPastTheEnd(first, answered, past, `${label} ${past}`);
    }
  });

  it.each(
    calls.filter((c) => !isPageArg(c.arg)).map((c) => [`${c.operation} ${c.arg}`, c] as const),
  )('%s: below 1 is the default, above the maximum is the maximum', async (label, call) => {
    const byDefault = await answer(call, {});
    for (const below of [0, -1]) {
      expect(await answer(call, { [call.variable]: below }), label).toEqual(byDefault);
    }
    const largest = await answer(call, { [call.variable]: MAX_PAGE_SIZE });
    expect(await answer(call, { [call.variable]: INT_MAX }), label).toEqual(largest);
    for (const page of pagesIn(largest)) {
      expect(page.info.per_page, label).toBe(MAX_PAGE_SIZE);
      expect(page.data.length, label).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    }
    if (Array.isArray(largest)) expect(largest.length, label).toBe(MAX_PAGE_SIZE);
  });
});
