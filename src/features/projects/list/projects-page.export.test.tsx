import { afterEach, describe, expect, it, vi, beforeEach, type MockInstance } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../../components/toaster';
import * as download from '../../../lib/download';
import { ProjectsPage } from './projects-page';
import { projectPageFixture } from './projects.fixtures';
import { at, meAnswer, optionAnswers, serve } from './projects-pages.test-kit';

// «Exportar a Excel» of /projects: GET api/excelProjects with the list's filters, saved as
// Proyectos.xlsx; a refusal becomes a Spanish toast and the button is usable again.

// Downloads are spied on, not saved: jsdom cannot save a file.
let saveBlob: MockInstance<typeof download.saveBlob>;
beforeEach(() => {
  saveBlob = vi.spyOn(download, 'saveBlob').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(path: string) {
  serve({
    ...optionAnswers,
    Me: meAnswer('Admin'),
    Projects: () => ({ projects: projectPageFixture }),
  });
  at(path, <ProjectsPage />, '/projects');
  return vi.mocked(globalThis.fetch);
}

describe('ProjectsPage export', () => {
  it("downloads Proyectos.xlsx with the list's agency and projects", async () => {
    const fetch = open('/projects?agency=1&project=1,2&page=2');
    await screen.findByRole('switch', { name: 'Visible: Parque Los Aromos' });
    fetch.mockImplementationOnce(async () => new Response('PK\u0003\u0004'));
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = saveBlob.mock.calls[0] ?? [];
    expect(name).toBe('Proyectos.xlsx');
    expect(await blob?.text()).toBe('PK\u0003\u0004');
    const [url, init] = fetch.mock.calls.at(-1) ?? [];
    const sent = new URL(String(url), 'http://localhost');
    expect(sent.pathname).toMatch(/\/api\/excelProjects$/);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      real_state_agency: '1',
      project_id: '1,2',
    });
    expect(init?.method).toBe('GET');
  });

  it('tells in Spanish when the download fails, and lets the user try again', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const fetch = open('/projects');
    await screen.findByRole('switch', { name: 'Visible: Parque Los Aromos' });
    fetch.mockImplementationOnce(async () => new Response('falló', { status: 500 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: 'No pudimos descargar el Excel de proyectos.',
          description: expect.stringMatching(/servidor/),
        }),
      ),
    );
    expect(saveBlob).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Exportar a Excel/ }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});
