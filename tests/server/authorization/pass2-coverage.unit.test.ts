import { describe, expect, it } from 'vitest';
import { crossAgencyCases } from './cross-agency/cases';
import { implementedAgencyScoped, ruleOf } from './cross-agency/cross-case';

// Pass 2 only proves what its table names. When an issue implements an agency-scoped operation
// or REST route, this fails until the table gets its cross-agency case.

describe('the cross-agency table', () => {
  const covered = crossAgencyCases.map((c) => c.operation);

  it('has a case for every implemented agency-scoped operation and REST route', () => {
    expect(implementedAgencyScoped().filter((name) => !covered.includes(name))).toEqual([]);
  });

  it('names only agency-scoped operations of the policy, each once', () => {
    for (const name of covered) expect(ruleOf(name)?.scope, name).toBe('agency');
    expect(new Set(covered).size).toBe(covered.length);
  });
});
