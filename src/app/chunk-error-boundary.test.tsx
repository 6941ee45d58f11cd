import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import * as stories from './chunk-error-screen.stories';
import { ChunkLoadError } from './chunk-reload';
import { TestChakra } from '../../tests/setup/render';

const { NewVersion } = composeStories(stories);

function Broken({ error }: { error: Error }): never {
  throw error;
}

const wrapper = ({ children }: { children: ReactNode }) => <TestChakra>{children}</TestChakra>;

function renderBroken(error: Error, claimReload: () => boolean) {
  const onReload = vi.fn();
  render(
    <ChunkErrorBoundary claimReload={claimReload} onReload={onReload}>
      <Broken error={error} />
    </ChunkErrorBoundary>,
    { wrapper },
  );
  return onReload;
}

describe('ChunkErrorScreen', () => {
  it('tells in Spanish that there is a new version and offers a reload', () => {
    render(<NewVersion />);
    expect(
      screen.getByRole('heading', { name: 'Hay una nueva versión de la aplicación' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
  });
});

describe('ChunkErrorBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('reloads once on its own when a chunk fails', () => {
    const onReload = renderBroken(new ChunkLoadError('x', 'failed'), () => true);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Actualizando la aplicación…')).toBeTruthy();
  });

  it('shows the recovery screen when the tab already reloaded once', async () => {
    const onReload = renderBroken(new ChunkLoadError('x', 'timeout'), () => false);
    expect(onReload).not.toHaveBeenCalled();
    expect(
      screen.getByRole('heading', { name: 'Hay una nueva versión de la aplicación' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('never auto-reloads for other errors', () => {
    const claim = vi.fn(() => true);
    const onReload = renderBroken(new Error('boom'), claim);
    expect(claim).not.toHaveBeenCalled();
    expect(onReload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Ocurrió un error inesperado' })).toBeTruthy();
  });
});
