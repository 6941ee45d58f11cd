import type { Plugin } from 'graphql-yoga';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isIntrospectionType,
  isListType,
  isObjectType,
  isScalarType,
  Kind,
  typeFromAST,
  type GraphQLInputType,
  visit,
  type ASTNode,
  type DocumentNode,
  type ExecutionArgs,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { Viewer } from '../context';
import { MAX_PAGE_SIZE } from '../kernel/page';
import { UNITS_PER_PAGE } from '../modules/units/units.kinds.service';
import { SUMMARY_PER_PAGE } from '../modules/units/units.summary.service';
import { setBounded } from '../kernel/bounded';

/**
 * What a document may ask before it runs (docs/decisions/0012, stated in the SDL too). Chosen
 * so that every committed operation passes with room to spare; `limits.test.ts` runs each of
 * them through these same rules.
 */
export const QUERY_LIMITS = {
  /** Nested field levels (fragments flattened). */
  depth: 10,
  aliases: 15,
  /** Lexical tokens of the document, counted while it is parsed. */
  tokens: 4_000,
  directives: 10,
  /** See `estimateCost`. */
  cost: 100_000,
  /** Items of any list sent in the variables (a JSON or Upload scalar brings its own bounds). */
  listItems: 1_000,
} as const;

/** The size a list is assumed to have when nothing in the query bounds it. */
export const ASSUMED_LIST_SIZE = 10;
/** Page sizes of the paginators whose page is not the usual 15 (the server decides them). */
const PAGE_SIZES: Record<string, number> = {
  PropertyPaginator: UNITS_PER_PAGE,
  WarehousePaginator: UNITS_PER_PAGE,
  ParkingLotPaginator: UNITS_PER_PAGE,
  TablePropertiePaginator: SUMMARY_PER_PAGE,
};
const DEFAULT_PAGE_SIZE = 20;

/**
 * Every field costs 1 plus what it selects; a list multiplies what it selects by its size: a
 * paginator by its page (1 when asked by `id`, `limit` when given), any other list by
 * ASSUMED_LIST_SIZE. A paginator's own `data` is not multiplied again.
 */
export const estimateCost: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const returns = getNamedType(field.type);
  if (isObjectType(returns) && returns.getInterfaces().some((i) => i.name === 'Paginator')) {
    const limit = typeof args.limit === 'number' ? Math.min(Math.max(args.limit, 1), MAX_PAGE_SIZE) : undefined; // prettier-ignore
    const size = args.id != null ? 1 : (limit ?? PAGE_SIZES[returns.name] ?? DEFAULT_PAGE_SIZE);
    return 1 + size * childComplexity;
  }
  const isPageData = field.name === 'data' && isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Paginator'); // prettier-ignore
  if (isListType(getNullableType(field.type)) && !isPageData) {
    return 1 + ASSUMED_LIST_SIZE * childComplexity;
  }
  return 1 + childComplexity;
};

type Limit = keyof typeof QUERY_LIMITS;
const LIMIT_MESSAGES: Record<Limit, string> = {
  depth: `La consulta anida más de ${QUERY_LIMITS.depth} niveles de campos.`,
  aliases: `La consulta usa más de ${QUERY_LIMITS.aliases} alias.`,
  tokens: `La consulta es demasiado larga (más de ${QUERY_LIMITS.tokens} elementos).`,
  directives: `La consulta usa más de ${QUERY_LIMITS.directives} directivas.`,
  cost: `La consulta pide demasiados datos de una vez (máximo ${QUERY_LIMITS.cost}). Pide menos campos o menos registros.`,
  listItems: `La consulta envía una lista de más de ${QUERY_LIMITS.listItems} elementos.`,
};

/** A refused document: one Spanish sentence, code QUERY_TOO_COMPLEX, HTTP 400. */
export function limitError(limit: Limit, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(LIMIT_MESSAGES[limit], {
    extensions: {
      code: 'QUERY_TOO_COMPLEX',
      limit,
      max: QUERY_LIMITS[limit],
      ...extra,
      http: { status: 400 },
    },
  });
}

// GraphQL Armor's rules throw an English "Syntax Error: …"; its reject callback runs first and
// throws ours instead, which stops the parse or the validation at once just the same.
const refuse = (limit: Limit) => ({ onReject: [() => { throw limitError(limit); }] }); // prettier-ignore

const BUILT_IN_SCALARS = new Set(['ID', 'String', 'Int', 'Float', 'Boolean']);

/** The longest list in a variable's value (our input types nest a few levels at most). */
function longest(value: unknown, depth = 0): number {
  let max = Array.isArray(value) ? value.length : 0;
  if (!value || typeof value !== 'object' || depth > 8) return max;
  for (const item of Object.values(value)) {
    if (max > QUERY_LIMITS.listItems) break;
    max = Math.max(max, longest(item, depth + 1));
  }
  return max;
}

/** A list variable (or a list inside an input object) longer than the limit. */
function hasLongList({ schema, document, variableValues }: ExecutionArgs): boolean {
  const values = (variableValues ?? {}) as Record<string, unknown>;
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of def.variableDefinitions ?? []) {
      const type = getNamedType(typeFromAST(schema, variable.type) as GraphQLInputType | undefined); // prettier-ignore
      if (!type || (isScalarType(type) && !BUILT_IN_SCALARS.has(type.name))) continue;
      if (longest(values[variable.variable.name.value]) > QUERY_LIMITS.listItems) return true;
    }
  }
  return false;
}

const NODES_ERROR = 'Query exceeds the maximum allowed number of nodes.';

/**
 * The variables of a document the cost can depend on: those given to an `id` argument (whether
 * one is given picks a paginator's size), to a `limit` argument, or to a directive (`@skip`,
 * `@include`). Anything else a variable holds changes no estimate.
 */
interface CostInputs {
  presence: readonly string[];
  values: readonly string[];
}

const costInputsOf = new WeakMap<DocumentNode, CostInputs>();

function costInputs(document: DocumentNode): CostInputs {
  const known = costInputsOf.get(document);
  if (known) return known;
  const presence = new Set<string>();
  const values = new Set<string>();
  const collect = (node: ASTNode, into: Set<string>) =>
    visit(node, { Variable: (variable) => void into.add(variable.name.value) });
  visit(document, {
    Argument: (argument) => {
      if (argument.name.value === 'id') collect(argument.value, presence);
      else if (argument.name.value === 'limit') collect(argument.value, values);
    },
    Directive: (directive) => void collect(directive, values),
  });
  for (const name of values) presence.delete(name);
  const inputs = { presence: [...presence], values: [...values] };
  costInputsOf.set(document, inputs);
  return inputs;
}

/** The estimates already made, per document, by what its cost depends on. */
const estimates = new WeakMap<DocumentNode, Map<string, number>>();
/** Per document: more distinct keys than a committed operation has (then the oldest goes first). */
const ESTIMATES_PER_DOCUMENT = 64;

/**
 * The refusal of a document that costs too much, or null. Computed for each request with its
 * own variables (a `limit` may come in one), after validation: yoga caches validation results
 * by document, and a result that depended on one request's variables would then judge others.
 * A document's estimate is kept by the values it depends on (`costInputs`), so a repeated
 * operation walks its document once.
 */
export function costRefusal(args: ExecutionArgs): GraphQLError | null {
  if (hasLongList(args)) return limitError('listItems');
  const variables = (args.variableValues ?? {}) as Record<string, unknown>;
  const inputs = costInputs(args.document);
  const key = JSON.stringify([
    args.operationName ?? null,
    inputs.presence.map((name) => variables[name] != null),
    inputs.values.map((name) => variables[name] ?? null),
  ]);
  let kept = estimates.get(args.document);
  let cost = kept?.get(key);
  if (cost === undefined) {
    try {
      cost = getComplexity({
        schema: args.schema,
        query: args.document,
        variables,
        operationName: args.operationName ?? undefined,
        estimators: [estimateCost],
      });
    } catch (error) {
      // Its guard against fragment explosions; other errors are about the variables, which
      // execution reports in its usual words (not kept: other variables may be valid).
      if (error instanceof GraphQLError && error.message === NODES_ERROR) return limitError('cost'); // prettier-ignore
      return null;
    }
    if (!kept) {
      kept = new Map();
      estimates.set(args.document, kept);
    }
    setBounded(kept, ESTIMATES_PER_DOCUMENT, key, cost);
  }
  return cost > QUERY_LIMITS.cost ? limitError('cost', { cost }) : null;
}

interface LimitsContext {
  viewer?: Viewer | null;
}

const REFUSALS = new Set(['QUERY_TOO_COMPLEX', 'INTROSPECTION_DISABLED']);

/** Introspection and suggestions serve signed-in tools where the configuration allows them. */
const toolsAllowed = (allowed: boolean, context: LimitsContext) => allowed && !!context.viewer;

/** Refuses `__schema` and `__type`, in Spanish (`__typename` stays: clients ask for it). */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    const type = getNamedType(context.getType());
    if (type && isIntrospectionType(type)) {
      context.reportError(
        new GraphQLError('La introspección del esquema no está disponible.', {
          nodes: node,
          extensions: { code: 'INTROSPECTION_DISABLED', http: { status: 400 } },
        }),
      );
    }
  },
});

/**
 * The envelop plugins of every GraphQL request, over HTTP and over graphql-ws alike (both run
 * yoga's enveloped parse and validate).
 */
export function queryLimitPlugins(introspection: boolean): Plugin<LimitsContext>[] {
  const suggestions = blockFieldSuggestionsPlugin({ mask: '' });
  return [
    maxTokensPlugin({ n: QUERY_LIMITS.tokens, ...refuse('tokens') }),
    maxDepthPlugin({ n: QUERY_LIMITS.depth, flattenFragments: true, ...refuse('depth') }),
    maxAliasesPlugin({ n: QUERY_LIMITS.aliases, ...refuse('aliases') }),
    maxDirectivesPlugin({ n: QUERY_LIMITS.directives, ...refuse('directives') }),
    {
      onValidate({ addValidationRule, context }) {
        // Its name keys yoga's validation cache apart from the documents of allowed tools.
        if (!toolsAllowed(introspection, context)) addValidationRule(noIntrospection);
      },
      onExecute({ args, setResultAndStopExecution }) {
        const refused = costRefusal(args);
        if (refused) setResultAndStopExecution({ errors: [refused] });
      },
      onSubscribe({ args, setResultAndStopExecution }) {
        const refused = costRefusal(args);
        if (refused) setResultAndStopExecution({ errors: [refused] });
      },
    },
    {
      onValidate(payload) {
        if (toolsAllowed(introspection, payload.context)) return undefined;
        return suggestions.onValidate?.(payload);
      },
      // yoga marks parse and validation errors as the GraphQL-over-HTTP spec's, answered 200 to
      // application/json clients; a document refused by these limits is a 400 all the same.
      onResultProcess({ result }) {
        if (Array.isArray(result) || !('errors' in result)) return;
        for (const error of result.errors ?? []) {
          const http = error.extensions?.http as { spec?: boolean } | undefined;
          if (http && REFUSALS.has(String(error.extensions?.code))) http.spec = false;
        }
      },
    },
  ];
}
