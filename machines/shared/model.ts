// Helpers for model tests (CONVENTIONS rule 5): which states a machine declares, and which of them
// a set of walked paths reached, so a test can prove every state reachable.
import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine, StateValue } from 'xstate';

/** 'a', 'a.b', 'a.b.c' for the value { a: { b: 'c' } } (parallel regions included). */
export function activeStatePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = prefix ? `${prefix}.${key}` : key;
    return child === undefined ? [here] : [here, ...activeStatePaths(child, here)];
  });
}

/** Every state node of the machine as a dotted path ('loggedIn.refreshing'). */
export function allStatePaths(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.path.join('.'));
}

/** The declared states that none of the given state values activates. */
export function unreachedStates(machine: AnyStateMachine, values: readonly StateValue[]): string[] {
  const reached = new Set(values.flatMap((value) => activeStatePaths(value)));
  return allStatePaths(machine).filter((path) => !reached.has(path));
}
