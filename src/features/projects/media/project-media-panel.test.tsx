import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pngFile } from '../../../components/file-drop/file-drop.fixtures';
import { renderPage } from '../../../../tests/setup/render';
import { ProjectMediaPanel } from './project-media-panel';
import { galleryFixture, logoFixture, modelsFixture, projectMediaFixture } from './media.fixtures';
import { refuse, serveGraphQL } from './graphql-stub.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const gallery = () => screen.getByRole('list', { name: 'Galería del proyecto' });
const names = () =>
  within(gallery())
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

const base = {
  ProjectsMedia: () => ({ projectsmedia: projectMediaFixture }),
  ModelsByProject: () => ({ modelsbyproject: modelsFixture }),
};

describe('ProjectMediaPanel', () => {
  it('saves a move with the whole new order and keeps it', async () => {
    const server = serveGraphQL({
      ...base,
      // The server's answer: the gallery in its new order (fachada and living swapped).
      EditOrderProjectImages: () => ({
        editOrderProjectImages: galleryFixture(6).map((media) => ({
          ...media,
          order: media.id === '300' ? 1 : media.id === '301' ? 0 : media.order,
        })),
      }),
    });
    renderPage(<ProjectMediaPanel projectId="7" />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mover después «fachada.jpg»' }),
    );
    expect(names().slice(0, 2)).toEqual(['living.jpg', 'fachada.jpg']);
    await waitFor(() => expect(server.named('EditOrderProjectImages')).toHaveLength(1));
    expect(server.named('EditOrderProjectImages')[0]?.variables).toEqual({
      images: [
        { id: '301', order: 0 },
        { id: '300', order: 1 },
        { id: '302', order: 2 },
        { id: '303', order: 3 },
        { id: '304', order: 4 },
        { id: '305', order: 5 },
      ],
    });
    expect(server.named('ProjectsMedia')[0]?.variables).toEqual({ project_id: '7' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mover después «fachada.jpg»' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(names().slice(0, 2)).toEqual(['living.jpg', 'fachada.jpg']);
  });

  it('puts the old order back when the server refuses the move', async () => {
    serveGraphQL({
      ...base,
      EditOrderProjectImages: () => refuse('No tienes acceso a este proyecto.', 'FORBIDDEN'),
    });
    renderPage(<ProjectMediaPanel projectId="7" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mover antes «cocina.jpg»' }));
    const alert = await screen.findByText('No tienes acceso a este proyecto.');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('volvió al anterior');
    expect(names().slice(0, 3)).toEqual(['fachada.jpg', 'living.jpg', 'cocina.jpg']);
  });

  it('asks before deleting a photo and sends nothing when cancelled', async () => {
    const server = serveGraphQL({
      ...base,
      RemoveProjectImage: (variables) => ({ removeProjectImage: { id: variables['media_id'] } }),
    });
    renderPage(<ProjectMediaPanel projectId="7" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar «living.jpg»' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('¿Eliminar «living.jpg»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(server.named('RemoveProjectImage')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar «living.jpg»' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() => expect(server.named('RemoveProjectImage')).toHaveLength(1));
    expect(server.named('RemoveProjectImage')[0]?.variables).toEqual({
      project_id: '7',
      media_id: '301',
    });
  });

  it('deletes the logo through deleteMediaProject after confirming', async () => {
    const server = serveGraphQL({
      ...base,
      DeleteMediaProject: (variables) => ({ deleteMediaProject: { id: variables['media_id'] } }),
    });
    renderPage(<ProjectMediaPanel projectId="7" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar logo' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() =>
      expect(server.named('DeleteMediaProject')[0]?.variables).toEqual({
        project_id: '7',
        media_id: logoFixture.id,
      }),
    );
  });

  it('uploads each photo on its own; a refused one changes nothing and says why', async () => {
    const plaza = { ...galleryFixture(1)[0]!, id: '399', order: 6, file_name: 'plaza.png' };
    let stored = projectMediaFixture;
    const server = serveGraphQL({
      ...base,
      ProjectsMedia: () => ({ projectsmedia: stored }),
      AddProjectImage: (_variables, sent) => {
        if (sent.filter((operation) => operation.operationName === 'AddProjectImage').length === 1)
          return refuse('El archivo «render.png» no es una imagen JPG, PNG o WebP válida.');
        stored = [...stored, plaza];
        return { addProjectImage: [plaza] };
      },
    });
    renderPage(<ProjectMediaPanel projectId="7" />);
    await screen.findByRole('list', { name: 'Galería del proyecto' });
    await userEvent.upload(screen.getByLabelText('Fotos de la galería'), [
      pngFile('render.png'),
      pngFile('plaza.png'),
    ]);
    expect(
      await screen.findByText('El archivo «render.png» no es una imagen JPG, PNG o WebP válida.'),
    ).toBeTruthy();
    await waitFor(() => expect(names()).toContain('plaza.png'));
    expect(names()).toHaveLength(7);
    const uploads = server.named('AddProjectImage');
    expect(uploads.map((upload) => upload.multipart)).toEqual([true, true]);
    expect(uploads[0]?.variables).toEqual({ project_id: '7', type: 'gallery', files: [null] });
  });
});
