import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  Kind,
  OperationTypeNode,
  parseType,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLField,
  type SelectionSetNode,
} from 'graphql';

// The AST twin of the shared harness's rootFieldProbe document, for the operations it leaves out
// (subscriptions, required uploads and input objects). Built as a syntax tree: no query text.

const OPERATION = {
  query: OperationTypeNode.QUERY,
  mutation: OperationTypeNode.MUTATION,
  subscription: OperationTypeNode.SUBSCRIPTION,
} as const;

const name = (value: string) => ({ kind: Kind.NAME, value }) as const;
const variable = (value: string) => ({ kind: Kind.VARIABLE, name: name(value) }) as const;

function typenameOnly(field: GraphQLField<unknown, unknown>): SelectionSetNode | undefined {
  const returns = getNamedType(field.type);
  if (!isObjectType(returns) && !isInterfaceType(returns) && !isUnionType(returns))
    return undefined;
  return { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, name: name('__typename') }] };
}

/** `<kind> Probe_<field>($a: T, …) { field(a: $a, …) { __typename } }` for the given arguments. */
export function probeDocument(
  kind: keyof typeof OPERATION,
  field: GraphQLField<unknown, unknown>,
  args: readonly GraphQLArgument[],
): DocumentNode {
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OPERATION[kind],
        name: name(`Probe_${field.name}`),
        variableDefinitions: args.map((arg) => ({
          kind: Kind.VARIABLE_DEFINITION,
          variable: variable(arg.name),
          type: parseType(String(arg.type)),
        })),
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [
            {
              kind: Kind.FIELD,
              name: name(field.name),
              arguments: args.map((arg) => ({
                kind: Kind.ARGUMENT,
                name: name(arg.name),
                value: variable(arg.name),
              })),
              selectionSet: typenameOnly(field),
            },
          ],
        },
      },
    ],
  };
}
