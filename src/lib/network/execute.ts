// The one network path for GraphQL (CONVENTIONS rule 2): every query and mutation of the SPA goes
// through `execute(document, variables)` with a codegen TypedDocumentNode, so results are typed
// by the .graphql file and never cast by hand.
import { getOperationAST } from 'graphql';
import type { DocumentNode, FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Executor, VariablesArgs } from '../../../machines/shared/executor';
import { apiUrl } from '../env';
import { GraphQLRequestError } from './errors';
import { createSend } from './http';
import { extractFiles, multipartBody } from './multipart';
import { networkSession, type NetworkSession } from './network-session';

export interface ExecutorDeps {
  fetch?: () => typeof fetch;
  session?: () => NetworkSession;
  baseUrl?: string;
}

interface PrintedOperation {
  query: string;
  operationName: string | null;
}

function isExecutionResult<TResult>(value: unknown): value is FormattedExecutionResult<TResult> {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

// An expired token may surface as a GraphQL error instead of HTTP 401 (checked inside a
// resolver): it deserves the same refresh-and-retry.
function isUnauthenticated(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return (errors ?? []).some((error) => error.extensions?.['code'] === 'UNAUTHENTICATED');
}

/** Runs a typed operation with its variables as one plain argument (hooks use this form). */
export type OperationRunner = <TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
) => Promise<TResult>;

// Kept once loaded: an import() of a module already in resolves only in a later task, so a page's
// first request left ~80 ms after a link's click (the warmers start it inside the click), behind
// the router's render of the route change.
let printer: { print(ast: DocumentNode): string } | undefined;

export function createOperationRunner(deps: ExecutorDeps = {}): OperationRunner {
  const session = deps.session ?? networkSession;
  const send = createSend({ fetch: deps.fetch ?? (() => globalThis.fetch), session });
  const printed = new WeakMap<DocumentNode, PrintedOperation>();

  /** The operation's text now, without an await, once the printer is in; else undefined. */
  function printedNow(document: DocumentNode): PrintedOperation | undefined {
    let operation = printed.get(document);
    if (!operation && printer) {
      operation = {
        query: printer.print(document),
        operationName: getOperationAST(document)?.name?.value ?? null,
      };
      printed.set(document, operation);
    }
    return operation;
  }

  // The printer loads with the first operation: the login page sends none, so it doesn't pay for it.
  async function printOnce(document: DocumentNode): Promise<PrintedOperation> {
    printer ??= await import('graphql/language/printer');
    const operation = printedNow(document);
    if (!operation) throw new Error('El impresor de GraphQL no se cargó.');
    return operation;
  }

  async function post<TResult>(
    operation: PrintedOperation,
    variables: unknown,
  ): Promise<FormattedExecutionResult<TResult>> {
    const request = { query: operation.query, operationName: operation.operationName };
    const { clone, files } = extractFiles(variables ?? {});
    const init: RequestInit =
      files.size > 0
        ? { method: 'POST', body: multipartBody({ ...request, variables: clone }, files) }
        : { method: 'POST', body: JSON.stringify({ ...request, variables: variables ?? {} }) };
    const headers: Record<string, string> =
      files.size > 0 ? {} : { 'Content-Type': 'application/json' };
    const response = await send(apiUrl('graphql', deps.baseUrl), init, { headers });
    const payload: unknown = await response.json().catch(() => null);
    if (!isExecutionResult<TResult>(payload)) {
      throw new GraphQLRequestError(
        [{ message: 'El servidor envió una respuesta inválida.' }],
        operation.operationName,
      );
    }
    return payload;
  }

  return async function run<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
  ): Promise<TResult> {
    // With the printer in, the request leaves in this same task (no await before the fetch): a
    // warmer started in a link's click sends it before the router renders the route change.
    const operation = printedNow(document) ?? (await printOnce(document));
    const tokenUsed = session().getAccessToken();
    let result = await post<TResult>(operation, variables);
    if (tokenUsed && isUnauthenticated(result.errors)) {
      const fresh = await session()
        .requestRefresh(tokenUsed)
        .catch(() => null);
      if (fresh) result = await post<TResult>(operation, variables);
    }
    if (result.errors?.length) {
      // Spec §8: GraphQL-level errors are logged; they are also thrown so forms can show them.
      console.warn(`[graphql] ${operation.operationName ?? 'operación'}:`, result.errors);
      throw new GraphQLRequestError(result.errors, operation.operationName);
    }
    if (result.data === undefined || result.data === null) {
      throw new GraphQLRequestError(
        [{ message: 'El servidor no envió datos.' }],
        operation.operationName,
      );
    }
    return result.data;
  };
}

/** `execute(document, variables)`: variables required exactly when the operation requires them. */
export function createExecutor(deps: ExecutorDeps = {}): Executor {
  const run = createOperationRunner(deps);
  return <TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    ...[variables]: VariablesArgs<TVariables>
  ) => run(document, variables);
}

/** The runner of the SPA, bound to the session connected by SessionProvider. */
export const executeOperation: OperationRunner = createOperationRunner();

/** The executor of the SPA (CONVENTIONS rule 2: every GraphQL call goes through it). */
export const execute: Executor = (document, ...[variables]) =>
  executeOperation(document, variables);
