import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { JSX } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithTimeout } from './lazy-with-timeout';
import { navigate } from 'wouter/use-browser-location';
import { ReadyPage, usePrepareRoute } from './ready-page';
import { TestChakra } from '../../tests/setup/render';

function deferredPage() {
  let arrive: () => void = () => undefined;
  const chunk = new Promise<{ default: () => JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <p>Tablero de negocios</p> });
  });
  return { page: lazyWithTimeout(() => chunk), arrive };
}

describe('ReadyPage', () => {
  it('shows the overlay until the chunk is in, then the page, without suspending', async () => {
    const { page, arrive } = deferredPage();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TestChakra>
          <ReadyPage page={page} />
        </TestChakra>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('Tablero de negocios')).toBeTruthy();
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('prepares pages without rendering the router again when only the query string changes', async () => {
    let renders = 0;
    function Probe() {
      usePrepareRoute(() => Promise.resolve());
      renders += 1;
      return null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    const before = renders;
    await act(async () => navigate('/properties?project=7', { replace: true }));
    expect(window.location.search).toBe('?project=7');
    expect(renders).toBe(before);
  });
});
