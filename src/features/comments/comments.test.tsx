import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import { commentMessages } from '../../shared/schemas/comments';
import * as formStories from './comment-form.stories';
import { LONG_COMMENT, PIXEL_URL } from './comments.fixtures';
import * as listStories from './comments-view.stories';

const list = composeStories(listStories);
const form = composeStories(formStories);

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'familia.png', { type: 'image/png' }); // prettier-ignore

describe('CommentsView', () => {
  it('shows each comment with its thumbnail, project, date and edit link', async () => {
    const onProjectChange = vi.fn();
    renderStory(<list.List onProjectChange={onProjectChange} />);
    const row = screen.getByText('María José Contreras').closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row);
    const thumb = cells.getByRole('img', { name: 'Imagen del comentario de María José Contreras' });
    expect(thumb.getAttribute('src')).toBe(PIXEL_URL);
    expect(cells.getByText('Parque Los Aromos')).toBeTruthy();
    expect(cells.getByText('14-03-2025')).toBeTruthy();
    expect(cells.getByRole('link', { name: 'Editar el comentario de María José Contreras' }).getAttribute('href')).toBe('/comments/31/details'); // prettier-ignore
    expect(screen.getByLabelText('Sin imagen')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Nuevo comentario/ }).getAttribute('href')).toBe('/comments/create'); // prettier-ignore
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Proyecto' }), '2');
    expect(onProjectChange).toHaveBeenCalledWith('2');
  });

  it('shows loading, empty, filtered-empty, failed and long-text states', async () => {
    const a = renderStory(<list.Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    a.unmount();
    const b = renderStory(<list.Empty />);
    expect(screen.getByText('Aún no hay comentarios.')).toBeTruthy();
    b.unmount();
    const c = renderStory(<list.FilteredEmpty />);
    expect(screen.getByText('Este proyecto aún no tiene comentarios.')).toBeTruthy();
    c.unmount();
    const d = renderStory(<list.Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
    d.unmount();
    renderStory(<list.LongText />);
    expect(screen.getAllByText(LONG_COMMENT)).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Ver más' })[0]!);
    expect(screen.getByRole('button', { name: 'Ver menos' })).toBeTruthy();
  });
});

describe('CommentForm', () => {
  it('refuses an empty form in Spanish, next to each field', async () => {
    const onSubmit = vi.fn();
    renderStory(<form.Empty onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Crear comentario' }));
    expect(await screen.findByText(commentMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(commentMessages.commentRequired)).toBeTruthy();
    expect(screen.getByText(commentMessages.projectRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values and the picture only when a real file was chosen', async () => {
    const onSubmit = vi.fn();
    const view = renderStory(<form.Filled onSubmit={onSubmit} />);
    expect(screen.getByRole('img', { name: /Vista previa/ }).getAttribute('src')).toBe(PIXEL_URL);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ project_id: '1', media: null });
    view.unmount();
    const create = vi.fn();
    renderStory(<form.Empty onSubmit={create} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Pedro Soto');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Comentario/ }),
      'Excelente proyecto.',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Proyecto/ }), '2');
    fireEvent.change(screen.getByLabelText('Imagen (opcional)'), { target: { files: [png()] } });
    expect(await screen.findByText(/Nueva: familia\.png/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Crear comentario' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const sent = create.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ name: 'Pedro Soto', comment: 'Excelente proyecto.', project_id: '2' }); // prettier-ignore
    expect(sent?.media).toBeInstanceOf(File);
  });

  it('places the server refusals and shows the saving state', () => {
    const view = renderStory(<form.ServerErrors />);
    expect(screen.getByText('La imagen debe ser un archivo JPG, PNG o WebP.')).toBeTruthy();
    expect(screen.getByText('El proyecto elegido no existe.')).toBeTruthy();
    view.unmount();
    renderStory(<form.Saving />);
    expect(screen.getByRole('button', { name: /Guardando/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Nombre/ }).hasAttribute('disabled')).toBe(true);
  });
});
