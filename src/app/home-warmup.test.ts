import { describe, expect, it } from 'vitest';
import { ROLES } from '../shared/access/roles';
import { mayWarmDashboard } from './home-warmup';

describe('mayWarmDashboard', () => {
  it('warms /home for every role that may call the dashboard, and only for those', () => {
    const warmed = ROLES.filter((role) => mayWarmDashboard({ role }));
    expect(warmed).toEqual(ROLES.filter((role) => role !== 'PreapprovalUser'));
  });

  it('waits for the profile when no role is known', () => {
    expect(mayWarmDashboard(null)).toBe(false);
    expect(mayWarmDashboard({ role: null })).toBe(false);
  });
});
