import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { loadTypeDefs } from '../../../src/server/graphql/schema';
import { rootFieldProbe, type RootFieldProbe } from '../../harness/root-field-document';
import { probeDocument } from './probe-document';

// One probe per root field of the contract, built from the schema itself. Ids point nowhere
// (PROBE_ID) so that a mutation run by an allowed principal answers NOT_FOUND (or
// NOT_IMPLEMENTED) instead of deleting the demo data the other checks stand on.

export type OperationKind = 'query' | 'mutation' | 'subscription';

export const PROBE_ID = '999999';

/** A one-pixel PNG: what an Upload argument receives. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

export interface ProbeFile {
  /** Dotted path of the variable that receives the file, e.g. `variables.files.0`. */
  path: string;
  name: string;
  type: string;
  content: Buffer;
}

export interface OperationProbe extends RootFieldProbe {
  kind: OperationKind;
  name: string;
  /** Files to send as a GraphQL multipart request; empty = plain JSON. */
  files: ProbeFile[];
  /** 'harness' = rootFieldProbe; 'extended' = built here (uploads, input objects, subscriptions). */
  source: 'harness' | 'extended';
}

export const contractSchema: GraphQLSchema = buildASTSchema(loadTypeDefs());

/** Every Query, Mutation and Subscription field of the contract. */
export function contractOperations(schema = contractSchema) {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field })),
  );
}

/** A value for one required argument; uploads leave null and register a file. */
function sample(type: GraphQLInputType, path: string, files: ProbeFile[]): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [sample(inner.ofType, `${path}.0`, files)];
  const named = getNamedType(inner);
  if (isInputObjectType(named)) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) {
      if (isNonNullType(field.type))
        object[field.name] = sample(field.type, `${path}.${field.name}`, files);
    }
    return object;
  }
  if (isEnumType(named)) return named.getValues()[0]?.value;
  switch (named.name) {
    case 'ID':
      return PROBE_ID;
    case 'String':
      return '1';
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'JSON':
      return {};
    case 'DateTime':
      return new Date(0).toISOString();
    case 'Upload':
      files.push({ path, name: 'sonda.png', type: 'image/png', content: PNG });
      return null;
    default:
      throw new Error(`Sin muestra para el tipo ${named.name} (${path})`);
  }
}

function extendedProbe(kind: OperationKind, field: GraphQLField<unknown, unknown>): OperationProbe {
  const files: ProbeFile[] = [];
  const required: GraphQLArgument[] = field.args.filter((a) => isNonNullType(a.type));
  const variables = Object.fromEntries(
    required.map((a) => [a.name, sample(a.type, `variables.${a.name}`, files)]),
  );
  const document = probeDocument(kind, field, required);
  return { kind, name: field.name, document, variables, files, source: 'extended' };
}

/** The probe of one root field: the shared harness's when it can build one, ours otherwise. */
export function operationProbe(
  kind: OperationKind,
  field: GraphQLField<unknown, unknown>,
  schema = contractSchema,
): OperationProbe {
  if (kind === 'subscription') return extendedProbe(kind, field);
  const probe = rootFieldProbe(schema, kind, field);
  if (!probe) return extendedProbe(kind, field);
  // The harness samples ids as '1', a real record: point them nowhere instead.
  const variables = { ...probe.variables };
  for (const arg of field.args) {
    if (arg.name in variables && getNamedType(arg.type).name === 'ID')
      variables[arg.name] = PROBE_ID;
  }
  return {
    kind,
    name: field.name,
    document: probe.document,
    variables,
    files: [],
    source: 'harness',
  };
}
