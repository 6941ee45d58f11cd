import { composeStories } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportJobsDocument } from '../../../graphql/generated/client/graphql';
import { fakeDeps, jobFixture } from '../../../machines/exports/exports.test-kit';
import { createQueryClient, queryKeyFor } from '../../lib/query-client';
import { ExportJobEnvironmentProvider } from './export-job-environment';
import { readyJob } from './export-job.fixtures';
import { ExportsPanel } from './exports-panel';
import * as stories from './exports-panel.stories';
import { TestChakra } from '../../../tests/setup/render';

const { SeveralJobs, FailedWithRetry, Empty, Loading, LoadFailed } = composeStories(stories);

const rowOf = (type: string) => {
  const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(type));
  if (!row) throw new Error(`sin fila de ${type}`);
  return within(row);
};

describe('ExportsPanel stories', () => {
  it('lists every job with its Spanish type, date, state and action', () => {
    render(<SeveralJobs />);
    expect(screen.getAllByRole('row')).toHaveLength(7);
    const queued = rowOf('Solicitudes de reserva');
    expect(queued.getByText('En cola')).toBeTruthy();
    expect(queued.getByText('14-03-2025 13:05')).toBeTruthy();
    expect(rowOf('Cotizaciones').getByText('Generando 45 %')).toBeTruthy();
    const failed = rowOf('Pagos de promesas');
    expect(failed.getByText('Falló')).toBeTruthy();
    expect(failed.getByText(/el almacenamiento no respondió/)).toBeTruthy();
    // Its filters are unknown here: no retry.
    expect(failed.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    const errors = rowOf('Errores de importación');
    expect(errors.getByText('Lista')).toBeTruthy();
    expect(errors.getByText('Errores Condominio Parque Los Aromos 2025-03-12.xlsx')).toBeTruthy();
    expect(errors.getByRole('button', { name: /Descargar/ })).toBeTruthy();
    expect(rowOf('Contactos del formulario de inicio').getByText('Lista')).toBeTruthy();
  });

  it('retries a failed job whose request is known', async () => {
    const retry = vi.fn(() => Promise.resolve());
    render(<FailedWithRetry retryFor={() => retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows an empty state, a skeleton while loading, and a load error with retry', async () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText('Aún no tienes exportaciones')).toBeTruthy();
    unmount();
    const loading = render(<Loading />);
    expect(screen.getAllByTestId('exports-skeleton')).toHaveLength(3);
    loading.unmount();
    const onReload = vi.fn();
    render(<LoadFailed onReload={onReload} />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar con el servidor.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});

describe('ExportsPanel', () => {
  it('updates a listed job from exportJobUpdated, and refetches the list for a new one', async () => {
    const fakes = fakeDeps();
    const queryClient = createQueryClient();
    const key = queryKeyFor(ExportJobsDocument, { limit: 20 });
    const queued = jobFixture('queued');
    queryClient.setQueryData(key, { exportJobs: [queued] });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <TestChakra>
        <QueryClientProvider client={queryClient}>
          <ExportJobEnvironmentProvider value={{ ...fakes.deps, notifyReady: vi.fn() }}>
            <ExportsPanel />
          </ExportJobEnvironmentProvider>
        </QueryClientProvider>
      </TestChakra>,
    );
    expect(screen.getByText('En cola')).toBeTruthy();
    // The row follows its job; the panel keeps the cached list current.
    act(() => fakes.push(jobFixture('running', { progress: 30 }, 2)));
    expect(screen.getByText('Generando 30 %')).toBeTruthy();
    expect(queryClient.getQueryData(key)).toEqual({
      exportJobs: [jobFixture('running', { progress: 30 }, 2)],
    });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => fakes.push({ ...readyJob, id: 'nuevo' }));
    const [filters] = invalidate.mock.lastCall ?? [];
    expect(
      queryClient
        .getQueryCache()
        .findAll(filters)
        .map((query) => query.queryKey),
    ).toEqual([key]);
  });
});
