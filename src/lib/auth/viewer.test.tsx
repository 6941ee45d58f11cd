import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  EditBookingRequestDocument,
  UsersDocument,
} from '../../../graphql/generated/client/graphql';
import { profileFixture } from '../../../machines/session/session.test-kit';
import type { Profile } from '../../../machines/session/session.types';
import { ROLES, type RoleName } from '../../shared/access';
import { rememberViewer, useCan, useViewer } from './index';

afterEach(() => vi.unstubAllGlobals());

const profileAs = (role: RoleName): Profile => ({ ...profileFixture, roles: [{ name: role }] });

/** A server whose `me` answers this profile; returns the fetch spy. */
function serveMe(profile: Profile) {
  const fetch = vi.fn(async () => Response.json({ data: { me: profile } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function wrapperWith(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

// What each role may do on screens that used to ask `me` themselves (spec §6).
const EXPECTED: Record<string, readonly RoleName[]> = {
  editQuotation: ['Admin', 'RealstateAdmin', 'RealstateUser', 'RealstateVendor'],
  editProject: ['Admin', 'RealstateAdmin', 'RealstateVendor'],
  '/quotations/0/audits': ['Admin', 'RealstateAdmin', 'RealstateVendor'],
  '/properties/0/audits': ['Admin'],
  '/preapprovals/1/details': ['Admin', 'PreapprovalUser'],
  '/comments': ['Admin', 'SuperAdmin'],
};

describe('the viewer', () => {
  it('answers useCan per role as the policy says', async () => {
    for (const role of ROLES) {
      serveMe(profileAs(role));
      const { result } = renderHook(
        () => Object.fromEntries(Object.keys(EXPECTED).map((target) => [target, useCan(target)])),
        { wrapper: wrapperWith(new QueryClient()) },
      );
      const expected = Object.fromEntries(
        Object.entries(EXPECTED).map(([target, roles]) => [target, roles.includes(role)]),
      );
      await waitFor(() => expect({ role, ...result.current }).toEqual({ role, ...expected }));
    }
  });

  it('asks the server once however many screens ask, and says no while it loads', async () => {
    const fetch = serveMe(profileAs('RealstateVendor'));
    const { result } = renderHook(
      () => ({
        viewer: useViewer(),
        again: useViewer(),
        users: useCan(UsersDocument),
        editBooking: useCan(EditBookingRequestDocument),
        unknown: useCan('noSuchOperation'),
      }),
      { wrapper: wrapperWith(new QueryClient()) },
    );
    expect(result.current).toMatchObject({ viewer: null, users: false, editBooking: false });
    await waitFor(() => expect(result.current.viewer?.profile.id).toBe('7'));
    expect(result.current).toMatchObject({ users: true, editBooking: true, unknown: false });
    expect(result.current.viewer).toMatchObject({ scoped: true, subject: { role: 'RealstateVendor' } }); // prettier-ignore
    expect(result.current.again?.profile).toBe(result.current.viewer?.profile);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the profile the session already loaded, without a request', () => {
    const fetch = serveMe(profileAs('Admin'));
    const client = new QueryClient();
    rememberViewer(client, profileAs('PreapprovalUser'));
    const { result } = renderHook(() => [useViewer(), useCan('/preapprovals/1/details')] as const, {
      wrapper: wrapperWith(client),
    });
    expect(result.current[0]).toMatchObject({
      scoped: false,
      subject: { role: 'PreapprovalUser' },
    });
    expect(result.current[1]).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});
