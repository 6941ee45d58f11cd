import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RouteGuard } from './guards';
import { fixSession } from './test/fixed-session';
import { profiles, subjects } from './test/fixtures';
import { TestChakra } from '../../tests/setup/render';

const session = fixSession();

function guardAt(path: string) {
  const onRender = vi.fn();
  const location = memoryLocation({ path, record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TestChakra>
        <Router hook={location.hook}>
          <RouteGuard onRender={onRender}>
            <p>Página</p>
          </RouteGuard>
        </Router>
      </TestChakra>
    </QueryClientProvider>,
  );
  return onRender;
}

describe('RouteGuard onRender', () => {
  beforeEach(() => {
    session.current = { status: 'loggedOut', profile: null, subject: null };
  });

  it('gives the go-ahead with the page’s pattern once the policy lets it render', async () => {
    session.current = { status: 'loggedIn', profile: profiles.Admin, subject: subjects.Admin };
    const onRender = guardAt('/business');
    await waitFor(() => expect(onRender).toHaveBeenCalledWith('/business'));
  });

  it('gives none for a page the role may not see, nor while the session restores', async () => {
    session.current = { status: 'restoring', profile: null, subject: null };
    expect(guardAt('/business')).not.toHaveBeenCalled();
    session.current = {
      status: 'loggedIn',
      profile: profiles.PreapprovalUser,
      subject: subjects.PreapprovalUser,
    };
    const denied = guardAt('/business');
    await waitFor(() => expect(denied).toHaveBeenCalledWith('/error-403'));
    expect(denied).not.toHaveBeenCalledWith('/business');
  });
});
