import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { pngFile } from '../../components/file-drop/file-drop.fixtures';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './news-form.stories';
import { editNewsVariables, newsVariables, type NewsFormValues } from './news-form.schema';

const S = composeStories(stories);

const original = URL.createObjectURL;
beforeEach(() => {
  URL.createObjectURL = () => 'blob:nueva-imagen';
});
afterEach(() => {
  URL.createObjectURL = original;
});

const submitted = (spy: ReturnType<typeof vi.fn>): NewsFormValues => spy.mock.calls[0]?.[0];

describe('NewsForm', () => {
  it('creates with title, date, cover, two tags and a project, published', async () => {
    const onSubmit = vi.fn();
    renderStory(<S.Empty onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: 'Cuerpo' })).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: 'Formato de Cuerpo' });
    for (const name of ['Negrita', 'Cursiva', 'Título', 'Lista', 'Enlace', 'Deshacer', 'Rehacer'])
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    // Pasted rather than typed key by key: the form re-renders the editor on every key.
    await userEvent.click(screen.getByRole('textbox', { name: /^Título/ }));
    await userEvent.paste('Entrega de viviendas en Puerto Montt');
    await userEvent.click(screen.getByLabelText(/^Fecha/));
    await userEvent.paste('21-07-2025');
    const cover = pngFile('portada.png');
    await userEvent.upload(screen.getByLabelText('Portada'), cover);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Subsidios' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Eventos' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Edificio Mirador del Maipo' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Visible en el sitio público' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear noticia' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(newsVariables(submitted(onSubmit))).toMatchObject({
      title: 'Entrega de viviendas en Puerto Montt',
      date: '2025-07-21',
      status: 1,
      subtitle: null,
      video_youtube_id: null,
      tagsNews: ['1', '4'],
      projectsNews: ['12'],
      cover_page: cover,
      logo: undefined,
    });
  });

  it('edits a filled item: its HTML in the editor, its tags and projects checked', async () => {
    const onSubmit = vi.fn();
    renderStory(<S.Filled onSubmit={onSubmit} />);
    const body = screen.getByRole('textbox', { name: 'Cuerpo' });
    expect(within(body).getByRole('heading', { name: '¿Quiénes pueden postular?' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Financiamiento' }).checked).toBe(
      true,
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^Fecha/).value).toBe('14-03-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const variables = editNewsVariables('30', submitted(onSubmit));
    expect(variables).toMatchObject({
      news_id: '30',
      date: '2025-03-14',
      status: 1,
      video_youtube_id: 'dQw4w9WgXcQ',
      tagsNews: ['1', '3'],
      projectsNews: ['12'],
      cover_page: undefined,
    });
    expect(variables.body).toContain('<strong>ahorro mínimo</strong>');
  });

  it('shows the Spanish messages by their fields and does not send', async () => {
    const onSubmit = vi.fn();
    const view = renderStory(<S.WithErrors onSubmit={onSubmit} />);
    expect(await screen.findByText('El título es obligatorio.')).toBeTruthy();
    expect(screen.getByText('Ingresa una fecha válida (dd-mm-aaaa).')).toBeTruthy();
    expect(screen.getByText(/tiene 11 caracteres/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Crear noticia' }));
    expect(onSubmit).not.toHaveBeenCalled();
    view.unmount();
    renderStory(<S.ServerErrors />);
    expect(await screen.findByText('La etiqueta «99» no existe.')).toBeTruthy();
    expect(screen.getByText('La portada debe ser una imagen JPG, PNG o WebP.')).toBeTruthy();
  });

  it('locks the form while saving', () => {
    renderStory(<S.Saving />);
    expect(screen.getByRole('textbox', { name: /^Título/ }).hasAttribute('disabled')).toBe(true);
    const body = screen.getByRole('textbox', { name: 'Cuerpo' });
    expect(body.getAttribute('contenteditable')).toBe('false');
    expect(body.getAttribute('aria-disabled')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formato de Cuerpo' });
    expect(within(toolbar).getByRole('button', { name: 'Negrita' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: /Guardando/ })).toBeTruthy();
  });
});
