import { vi } from 'vitest';
import * as registered from '../registered-routes';

const { isRegistered, layoutOf } = registered;

/**
 * Every page of the policy is built now (issue 9). Tests call this (in a beforeEach: spies are
 * undone after every test) to pretend that some policy routes have no page yet, so that what the
 * app does with a route of a future issue stays covered.
 */
export function pretendUnbuilt(patterns: readonly string[]): void {
  const unbuilt = new Set(patterns);
  vi.spyOn(registered, 'isRegistered').mockImplementation(
    (pattern) => !unbuilt.has(pattern) && isRegistered(pattern),
  );
  vi.spyOn(registered, 'layoutOf').mockImplementation((pattern) =>
    unbuilt.has(pattern) ? undefined : layoutOf(pattern),
  );
}
