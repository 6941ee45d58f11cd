import { beforeEach, describe, expect, it } from 'vitest';
import { decideRoute } from './route-decision';
import { subjects } from './test/fixtures';
import { pretendUnbuilt } from './test/pretend-unbuilt';
beforeEach(() => pretendUnbuilt(['/plans/list']));

const admin = subjects.Admin;
const preapproval = subjects.PreapprovalUser;

describe('decideRoute', () => {
  it('sends an unknown path to 404', () => {
    expect(decideRoute('/no-such-page', 'loggedOut', null)).toEqual({
      kind: 'redirect',
      to: '/error-404',
    });
    expect(decideRoute('/no-such-page', 'loggedIn', admin)).toEqual({
      kind: 'redirect',
      to: '/error-404',
    });
  });

  it('renders public pages in the full layout for anyone', () => {
    const decision = decideRoute('/reset-password/abc123/ana%40mail.cl', 'loggedOut', null);
    expect(decision).toMatchObject({ kind: 'render', layout: 'full', params: { token: 'abc123' } });
    expect(decideRoute('/error-403', 'loggedIn', admin)).toMatchObject({
      kind: 'render',
      layout: 'full',
    });
  });

  it('shows the login to a signed-out visitor and sends a signed-in user to the landing page', () => {
    expect(decideRoute('/', 'loggedOut', null)).toMatchObject({ kind: 'render', layout: 'full' });
    expect(decideRoute('/', 'authenticating', null)).toMatchObject({
      kind: 'render',
      layout: 'full',
    });
    expect(decideRoute('/', 'loggedIn', admin)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideRoute('/', 'loggedIn', preapproval)).toEqual({
      kind: 'redirect',
      to: '/preapprovals',
    });
  });

  it('waits while the session is restoring', () => {
    expect(decideRoute('/', 'restoring', null)).toEqual({ kind: 'loading' });
    expect(decideRoute('/home', 'restoring', null)).toEqual({ kind: 'loading' });
  });

  it('waits for the profile after sign-in before judging a protected route', () => {
    expect(decideRoute('/home', 'loggedIn', null)).toEqual({ kind: 'loading' });
    // The login form shows its own busy state until the profile decides the landing page.
    expect(decideRoute('/', 'loggedIn', null)).toMatchObject({ kind: 'render', layout: 'full' });
  });

  it('sends a signed-out visitor of a protected route to /', () => {
    expect(decideRoute('/home', 'loggedOut', null)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('/users/3/edit', 'loggedOut', null)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a signed-in user the policy denies to 403', () => {
    expect(decideRoute('/home', 'loggedIn', preapproval)).toEqual({
      kind: 'redirect',
      to: '/error-403',
    });
    expect(decideRoute('/comments', 'loggedIn', subjects.RealstateUser)).toEqual({
      kind: 'redirect',
      to: '/error-403',
    });
  });

  it('renders registered protected pages in the shell', () => {
    expect(decideRoute('/home', 'loggedIn', admin)).toMatchObject({
      kind: 'render',
      layout: 'shell',
    });
    expect(decideRoute('/profile', 'loggedIn', preapproval)).toMatchObject({
      kind: 'render',
      layout: 'shell',
    });
    expect(decideRoute('/preapprovals', 'loggedIn', preapproval)).toMatchObject({
      kind: 'render',
      layout: 'shell',
    });
    expect(decideRoute('/comments/12/details', 'loggedIn', admin)).toMatchObject({
      kind: 'render',
      layout: 'shell',
      params: { id: '12' },
    });
    expect(decideRoute('/promises-orders/80/details', 'loggedIn', admin)).toMatchObject({
      kind: 'render',
      layout: 'shell',
      params: { id: '80' },
    });
  });

  it('keeps the URL of an allowed policy path whose page is not built yet, and says so', () => {
    expect(decideRoute('/plans/list', 'loggedIn', admin)).toMatchObject({
      kind: 'pending',
      rule: { pattern: '/plans/list' },
    });
  });

  it('still refuses a not-yet-built path to a role the policy excludes', () => {
    expect(decideRoute('/plans/list', 'loggedIn', subjects.RealstateUser)).toEqual({
      kind: 'redirect',
      to: '/error-403',
    });
  });
});
