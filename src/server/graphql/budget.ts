import { GraphQLError, Kind, OperationTypeNode, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Why a request's work was abandoned: its budget ran out, or its client left. */
export type AbortReason = 'timeout' | 'disconnected';

/** What the budget needs of the GraphQL context (context.ts). */
export interface BudgetContext {
  signal?: AbortSignal;
  abort?: (reason: AbortReason) => void;
}

export function timeoutError(ms: number): GraphQLError {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return new GraphQLError(
    `La consulta tardó más de ${seconds} s y se canceló. Acota los filtros o pide menos datos.`,
    { extensions: { code: 'TIMEOUT', http: { status: 503 } } },
  );
}

/** Thrown by every resolver once its request was abandoned: nothing more is read for it. */
export const abandoned = () =>
  new GraphQLError('La solicitud fue cancelada.', { extensions: { code: 'ABORTED' } });

function operationOf({ document, operationName }: ExecutionArgs) {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const chosen = operations.find((d) => !operationName || d.name?.value === operationName);
  return chosen?.operation;
}

/**
 * A query gets `ms` to run: then it is answered with TIMEOUT and its context's signal is aborted,
 * so every resolver after that throws instead of reading (schema.ts). A mutation is never cut
 * short: its answer must say whether it happened, so it runs to its end (and on PostgreSQL its
 * statements carry statement_timeout, which rolls it back whole).
 */
export function useExecutionBudget(ms: number): Plugin<BudgetContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (operationOf(args) !== OperationTypeNode.QUERY) return;
      const context = args.contextValue as BudgetContext;
      setExecuteFn(async (executionArgs) => {
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<{ errors: GraphQLError[] }>((resolve) => {
          timer = setTimeout(() => {
            context.abort?.('timeout');
            resolve({ errors: [timeoutError(ms)] });
          }, ms);
        });
        try {
          return await Promise.race([executeFn(executionArgs), deadline]);
        } finally {
          clearTimeout(timer);
        }
      });
    },
  };
}
