import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../../components/toaster';
import { ProjectsPage } from './projects-page';
import { projectPageFixture } from './projects.fixtures';
import { at, meAnswer, optionAnswers, serve } from './projects-pages.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (id: string) => projectPageFixture.data.find((project) => project.id === id);

describe('ProjectsPage', () => {
  it('reads the agency, projects and page from the URL and asks before hiding', async () => {
    const sent = serve({
      ...optionAnswers,
      Me: meAnswer('Admin'),
      Projects: () => ({ projects: projectPageFixture }),
      EditVisibleProject: (v) => ({ editVisibleProject: { ...row('1'), visible: v['visible'] } }),
    });
    at('/projects?agency=1&project=1,2&page=2', <ProjectsPage />, '/projects');
    const visible = await screen.findByRole('switch', { name: 'Visible: Parque Los Aromos' });
    expect(sent.find((s) => s.operationName === 'Projects')?.variables).toEqual({
      page: 2,
      real_state_agency: '1',
      project_id: ['1', '2'],
    });
    await userEvent.click(visible);
    const dialog = await screen.findByRole('alertdialog');
    expect(sent.some((s) => s.operationName === 'EditVisibleProject')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar proyecto' }));
    await waitFor(() =>
      expect(sent.find((s) => s.operationName === 'EditVisibleProject')?.variables).toEqual({
        project_id: '1',
        visible: false,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Visible: Parque Los Aromos' })).toHaveProperty(
        'checked',
        false,
      ),
    );
  });

  it('marks a project important at once and puts the star back when the server refuses', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const sent = serve({
      ...optionAnswers,
      Me: meAnswer('RealstateAdmin'),
      Projects: () => ({ projects: projectPageFixture }),
      EditProjectImportant: () => {
        throw new Error('No tienes acceso a este proyecto.');
      },
    });
    at('/projects', <ProjectsPage />, '/projects');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Destacar: Condominio Vista Cordillera' }),
    );
    await waitFor(() =>
      expect(sent.find((s) => s.operationName === 'EditProjectImportant')?.variables).toEqual({
        project_id: '2',
        important: true,
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          description: 'No tienes acceso a este proyecto.',
        }),
      ),
    );
    const star = screen.getByRole('button', { name: 'Destacar: Condominio Vista Cordillera' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Inmobiliaria' })).toBeNull();
    expect(sent.find((s) => s.operationName === 'Projects')?.variables).toEqual({
      page: 1,
      real_state_agency: '',
    });
  });

  it('removes a project after confirming and fetches the page again', async () => {
    const sent = serve({
      ...optionAnswers,
      Me: meAnswer('Admin'),
      Projects: () => ({ projects: projectPageFixture }),
      RemoveProject: (v) => ({ removeProject: { id: v['project_id'] } }),
    });
    at('/projects', <ProjectsPage />, '/projects');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Eliminar Jardines de Hualpén' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('¿Eliminar «Jardines de Hualpén»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar proyecto' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.operationName === 'Projects').length).toBeGreaterThan(1),
    );
    expect(sent.find((s) => s.operationName === 'RemoveProject')?.variables).toEqual({
      project_id: '4',
    });
  });
});
