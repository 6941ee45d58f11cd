import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchUnits } from '../features/units/list/units-prefetch';
import { usePrepareLinks } from './ready-page';

vi.mock('../features/units/list/units-prefetch', () => ({
  prefetchUnits: vi.fn(() => Promise.resolve()),
}));
vi.mock('../features/business/business-prefetch', () => ({
  prefetchBusiness: vi.fn(() => Promise.resolve()),
}));
const warmUnits = vi.mocked(prefetchUnits);

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

afterEach(() => warmUnits.mockClear());

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

  it('leaves links without a warmer and other origins alone', async () => {
    const { getByText, preload } = renderLinks();
    await waitFor(() => {
      fireEvent.click(getByText('Propiedades'));
      expect(warmUnits).toHaveBeenCalledTimes(1);
    });
    fireEvent.click(getByText('Perfil'));
    fireEvent.click(getByText('Fuera'));
    expect(warmUnits).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
