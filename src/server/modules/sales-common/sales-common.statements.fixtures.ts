// Test support for the sales suites: counting the SQL statements of one request, and a details
// document turned into a page of the same rows. Never imported by production code.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, visit } from 'graphql';
import { vi } from 'vitest';
import type { TestApp } from '../../../../tests/harness/test-app';

/** Every statement the database prepares while `run` runs, transactions included. */
export async function countStatements<T>(t: TestApp, run: () => Promise<T>) {
  const proto: { prepareQuery: (query: { sql: string }) => unknown } = Object.getPrototypeOf(
    t.database.db._.session,
  );
  const spy = vi.spyOn(proto, 'prepareQuery');
  try {
    const result = await run();
    return { result, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

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
