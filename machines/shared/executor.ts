// The shape of the one network path (`execute` in src/lib/network) as machines see it. Machines
// receive it through their actor factories so tests can hand them a fake; they never import src/.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * The variables argument of `execute`: omitted for operations without variables (codegen types
 * them as `Exact<{ [key: string]: never }>`) or whose variables are all optional; required
 * otherwise.
 */
export type VariablesArgs<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

export type Executor = <TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...variables: VariablesArgs<TVariables>
) => Promise<TResult>;
