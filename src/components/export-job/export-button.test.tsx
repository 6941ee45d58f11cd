import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeDeps, jobFixture } from '../../../machines/exports/exports.test-kit';
import { ExportButton } from './export-button';
import * as stories from './export-button.stories';
import { ExportJobEnvironmentProvider } from './export-job-environment';
import { TestChakra } from '../../../tests/setup/render';

const S = composeStories(stories);

describe('ExportButton stories', () => {
  it.each([
    ['Idle', 'Exportar', S.Idle],
    ['Requesting', 'Solicitando…', S.Requesting],
    ['Queued', 'En cola', S.Queued],
    ['Ready', 'Descargar', S.Ready],
    ['Downloading', 'Descargando…', S.Downloading],
    ['Recovering', 'Consultando…', S.Recovering],
  ] as const)('%s shows «%s»', (_, text, Story) => {
    render(<Story />);
    expect(screen.getByRole('button').textContent).toContain(text);
  });

  it('Running shows the progress bar with its Spanish label', () => {
    render(<S.Running />);
    expect(screen.getByText('Generando 45 %')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
  });

  it.each([
    ['Downloaded', 'Descargado', S.Downloaded],
    ['DownloadFailed', 'Reintentar', S.DownloadFailed],
    ['RecoveryFailed', 'Reintentar', S.RecoveryFailed],
    ['RequestRefused', 'Reintentar', S.RequestRefused],
  ] as const)('%s settles on «%s»', async (_, text, Story) => {
    render(<Story />);
    expect(await screen.findByRole('button', { name: new RegExp(text) })).toBeTruthy();
  });

  it("Failed shows the job's reason and a retry", () => {
    render(<S.Failed />);
    expect(screen.getByRole('alert').textContent).toContain('el almacenamiento no respondió');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it("RequestRefused shows the server's message", async () => {
    render(<S.RequestRefused />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No tienes acceso al proyecto Condominio Parque Los Aromos.',
    );
  });
});

function renderButton() {
  const fakes = fakeDeps();
  const notifyReady = vi.fn();
  render(
    <TestChakra>
      <ExportJobEnvironmentProvider value={{ ...fakes.deps, notifyReady }}>
        <ExportButton label="Exportar reservas" request={fakes.request.fn} />
      </ExportJobEnvironmentProvider>
    </TestChakra>,
  );
  return { ...fakes, notifyReady };
}

describe('ExportButton', () => {
  it('requests, shows the queue and the progress, toasts when ready and downloads the file', async () => {
    const user = userEvent.setup();
    const run = renderButton();
    await user.click(screen.getByRole('button', { name: 'Exportar reservas' }));
    expect(run.request.fn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toContain('Solicitando…');

    await act(async () => run.request.last()?.answer.resolve(jobFixture('queued')));
    expect(await screen.findByRole('button', { name: /En cola/ })).toBeTruthy();

    act(() => run.push(jobFixture('running', { progress: 45 }, 2)));
    expect(screen.getByText('Generando 45 %')).toBeTruthy();

    act(() => run.push(jobFixture('ready', {}, 5)));
    expect(run.notifyReady).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /Descargar/ }));
    expect(run.download.fn).toHaveBeenCalledWith(
      '/api/exports/9b2f3c1e/download?token=firma-1',
      'Solicitud de Reservas 2025-03-14.xlsx',
    );
    await act(async () => run.download.last()?.answer.resolve());
    expect(await screen.findByRole('button', { name: /Descargado/ })).toBeTruthy();
  });

  it("shows the job's failure in Spanish and requests again on retry", async () => {
    const user = userEvent.setup();
    const run = renderButton();
    await user.click(screen.getByRole('button', { name: 'Exportar reservas' }));
    await act(async () => run.request.last()?.answer.resolve(jobFixture('queued')));
    act(() => run.push(jobFixture('failed', { error: 'No se pudo leer las reservas.' }, 3)));
    expect(screen.getByRole('alert').textContent).toBe('No se pudo leer las reservas.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(run.request.fn).toHaveBeenCalledTimes(2);
  });
});
