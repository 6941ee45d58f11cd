import { allows, type AccessSubject } from './roles';
import type { OperationRule } from './operation-rule';
import { coreOperations } from './operation-table-core';
import { salesOperations } from './operation-table-sales';

export type { OperationRule } from './operation-rule';

/**
 * Every Query, Mutation and Subscription field of graphql/schema (operations.test.ts proves it,
 * both ways). Access mirrors the route guard of the screen that runs the operation.
 */
export const operationPolicy: Readonly<Record<string, OperationRule>> = Object.freeze({
  ...coreOperations,
  ...salesOperations,
});

/** Whether `subject` (null = no valid token) may run the operation; unknown names never run. */
export function canRunOperation(name: string, subject: AccessSubject | null): boolean {
  if (!Object.hasOwn(operationPolicy, name)) return false;
  const rule = operationPolicy[name];
  return rule !== undefined && allows(rule.access, subject, rule.statusFlagOnly);
}
