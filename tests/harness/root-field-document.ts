import {
  getNamedType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  Kind,
  OperationTypeNode,
  parseType,
  type DocumentNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/** Placeholder values for required scalar arguments; null when none can be made. */
function sample(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (isInputObjectType(named)) return undefined;
  switch (named.name) {
    case 'ID':
    case 'String':
      return '1';
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    default:
      return undefined;
  }
}

export interface RootFieldProbe {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

/**
 * Builds, from the schema itself (no query text), a minimal operation calling one root field with
 * every argument as a variable: used to probe the gate of operations that have no client document
 * yet. Returns null when a required argument can't be sampled (uploads, input objects).
 */
export function rootFieldProbe(
  schema: GraphQLSchema,
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
): RootFieldProbe | null {
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (!isNonNullType(arg.type)) continue;
    const value = sample(arg.type);
    if (value === undefined) return null;
    variables[arg.name] = value;
  }
  const returns = getNamedType(field.type);
  const composite = isObjectType(returns) || isInterfaceType(returns) || isUnionType(returns);
  const usedArgs = field.args.filter((a) => a.name in variables);
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: operation === 'query' ? OperationTypeNode.QUERY : OperationTypeNode.MUTATION,
        name: { kind: Kind.NAME, value: `Probe_${field.name}` },
        variableDefinitions: usedArgs.map((arg) => ({
          kind: Kind.VARIABLE_DEFINITION,
          variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: arg.name } },
          type: parseType(String(arg.type)),
        })),
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [
            {
              kind: Kind.FIELD,
              name: { kind: Kind.NAME, value: field.name },
              arguments: usedArgs.map((arg) => ({
                kind: Kind.ARGUMENT,
                name: { kind: Kind.NAME, value: arg.name },
                value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: arg.name } },
              })),
              selectionSet: composite
                ? {
                    kind: Kind.SELECTION_SET,
                    selections: [
                      { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
                    ],
                  }
                : undefined,
            },
          ],
        },
      },
    ],
  };
  return { document, variables };
}
