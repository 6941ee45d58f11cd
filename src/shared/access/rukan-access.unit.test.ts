import { describe, expect, it } from 'vitest';
import { canAccessRoute, matchRoute } from './routes';
import { maySeeRukan } from './rukan-access';
import { ALL_ROLES, subject } from './test-subjects';

describe('maySeeRukan', () => {
  it('lets exactly the roles of the business board see the Rukan record', () => {
    const seeing = ALL_ROLES.filter((role) => maySeeRukan(subject(role)));
    expect(seeing).toEqual(['Admin', 'RealstateAdmin', 'RealstateUser', 'RealstateVendor']);
  });

  it('hides it from the credit executive, news editors, a user without a role and the signed out', () => {
    for (const role of ['PreapprovalUser', 'NewsUser', 'SuperAdmin', null] as const) {
      expect(maySeeRukan(subject(role)), String(role)).toBe(false);
    }
    expect(maySeeRukan(null)).toBe(false);
  });

  it('follows the /business route rule, whatever the status flag', () => {
    const rule = matchRoute('/business')?.rule;
    expect(rule).toBeDefined();
    for (const role of ALL_ROLES) {
      for (const status of [true, false]) {
        const who = subject(role, { status });
        expect(maySeeRukan(who), `${role} ${status}`).toBe(
          rule ? canAccessRoute(rule, who) : false,
        );
      }
    }
  });
});
