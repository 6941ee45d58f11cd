import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi, beforeEach, type MockInstance } from 'vitest';
import * as businessPrefetch from '../features/business/business-prefetch';
import * as unitsPrefetch from '../features/units/list/units-prefetch';
import { usePrepareLinks } from './ready-page';

let warmUnits: MockInstance<typeof unitsPrefetch.prefetchUnits>;
beforeEach(() => {
  warmUnits = vi.spyOn(unitsPrefetch, 'prefetchUnits').mockResolvedValue(undefined);
  vi.spyOn(businessPrefetch, 'prefetchBusiness').mockResolvedValue(undefined);
});

function Links({
  preload,
  signedIn = true,
}: {
  preload: (pattern: string) => Promise<unknown>;
  signedIn?: boolean;
}) {
  usePrepareLinks(preload, signedIn);
  return (
    <nav>
      <a href="/properties?tab=warehouse&project=7">Propiedades</a>
      <a href="/profile">Perfil</a>
      <a href="/no-such-page">Ninguna</a>
      <a href="https://example.com/properties">Fuera</a>
    </nav>
  );
}

function renderLinks() {
  const preload = vi.fn(() => Promise.resolve());
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Links preload={preload} />
    </QueryClientProvider>,
  );
  return { ...view, preload, client };
}

describe('usePrepareLinks', () => {
  it('starts a page’s chunk and its requests as its link is pressed, with the link’s params', async () => {
    const { getByText, preload, client } = renderLinks();
    // The warmers' chunks load once the hook mounts; a press then calls them at once.
    await waitFor(() => {
      fireEvent.pointerDown(getByText('Propiedades'));
      expect(warmUnits).toHaveBeenCalled();
    });
    expect(warmUnits).toHaveBeenLastCalledWith(client, { tab: 'warehouse', project: '7' });
    expect(preload).toHaveBeenLastCalledWith('/properties');
  });

  it('loads and starts nothing before the session is signed in', async () => {
    const preload = vi.fn(() => Promise.resolve());
    const { getByText } = render(
      <QueryClientProvider client={new QueryClient()}>
        <Links preload={preload} signedIn={false} />
      </QueryClientProvider>,
    );
    // Whatever chunk the links might have asked for has arrived (none should have).
    await vi.dynamicImportSettled();
    fireEvent.click(getByText('Propiedades'));
    expect(warmUnits).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
  });

  it('starts only the chunk of a page without a warmer, and nothing for other origins', async () => {
    const { getByText, preload } = renderLinks();
    // The warmers' chunks load once the hook mounts (an earlier file may have loaded them).
    await vi.dynamicImportSettled();
    fireEvent.click(getByText('Propiedades'));
    expect(warmUnits).toHaveBeenCalledTimes(1);
    fireEvent.click(getByText('Perfil'));
    expect(preload).toHaveBeenLastCalledWith('/profile');
    fireEvent.click(getByText('Ninguna'));
    fireEvent.click(getByText('Fuera'));
    expect(warmUnits).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
