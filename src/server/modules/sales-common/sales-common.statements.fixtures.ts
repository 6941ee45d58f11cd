// Test support for the sales suites: the shared statement counter (tests/harness/statements.ts),
// and a details document turned into a page of the same rows. Never imported by production code.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, visit } from 'graphql';

export { countStatements } from '../../../../tests/harness/statements';

/**
 * A details document (`list(id: $id) { data { …every field… } }`) asking for a page instead:
 * `$id` becomes the list's `search` (a String), so `{ id: '' }` asks for the first page with
 * every details field and `{ id: '<RUT>' }` for the one row of that customer. No GraphQL text is
 * written here: the contract's own document is rewritten.
 */
export function asPageOf<R, V extends { id: string }>(
  document: TypedDocumentNode<R, V>,
  field: string,
): TypedDocumentNode<R, V> {
  return visit(document, {
    VariableDefinition: (node) =>
      node.variable.name.value === 'id'
        ? { ...node, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'String' } } }
        : undefined,
    Field: (node) =>
      node.name.value === field
        ? {
            ...node,
            arguments: node.arguments?.map((arg) =>
              arg.name.value === 'id' ? { ...arg, name: { ...arg.name, value: 'search' } } : arg,
            ),
          }
        : undefined,
  });
}

/**
 * `document` asking one more leaf field of each `parent` field: a field a page's statement does
 * not render sends the details through the whole rows and the loaders instead.
 */
export function withLeaf<R, V>(
  document: TypedDocumentNode<R, V>,
  parent: string,
  leaf: string,
): TypedDocumentNode<R, V> {
  return visit(document, {
    Field: (node) =>
      node.name.value === parent && node.selectionSet
        ? {
            ...node,
            selectionSet: {
              ...node.selectionSet,
              selections: [
                ...node.selectionSet.selections,
                { kind: Kind.FIELD, name: { kind: Kind.NAME, value: leaf } },
              ],
            },
          }
        : undefined,
  });
}
