import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './saved-views-menu.stories';

const { Empty, WithViews, ViewInUse, ViewModified, DefaultInUse } = composeStories(stories);

/** Chooses a menu item as a pointer does: over it first, so the menu highlights it, then a click. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const item = screen.getByRole('menuitem', { name });
  await user.hover(item);
  await user.click(item);
}

const open = async (name: string | RegExp = 'Vistas') => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name }));
  return user;
};

describe('SavedViewsMenu', () => {
  it('says when there are no views yet, and offers to save one', async () => {
    renderStory(<Empty />);
    await open();
    expect(screen.getByRole('menuitem', { name: 'Aún no tienes vistas guardadas.' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Guardar vista…' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Copiar enlace' })).toBeNull();
  });

  it('applies a view, by keyboard too, and names it on the button', async () => {
    renderStory(<WithViews />);
    // Opened by keyboard, which highlights the first view: a click opens with nothing
    // highlighted or with the first, as the input modality the shared jsdom last saw decides.
    // The menu highlights in a later frame, so each key waits for the highlight it moves.
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Vistas' }).focus();
    await user.keyboard('{ArrowDown}');
    const items = screen.getAllByRole('menuitem');
    expect(items.slice(0, 3).map((item) => item.textContent)).toEqual([
      'Disponibles de Altos del PacíficoPredeterminada',
      'Por precio',
      'Reservas por vencer de Parque Quilicura',
    ]);
    const highlighted = () =>
      screen.getAllByRole('menuitem').find((item) => item.hasAttribute('data-highlighted'));
    await waitFor(() => expect(highlighted()).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()).toBe(items[1]));
    await user.keyboard('{Enter}');
    expect(WithViews.args.onApply).toHaveBeenCalledWith('7');
    expect(screen.getByRole('button', { name: 'Vista: Por precio' })).toBeTruthy();
  });

  it('saves a new view by name and refuses a name already used', async () => {
    renderStory(<WithViews />);
    const user = await open();
    await choose(user, 'Guardar vista…');
    const dialog = await screen.findByRole('dialog', { name: 'Guardar vista' });
    const name = within(dialog).getByLabelText(/Nombre de la vista/);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Escribe un nombre para la vista.')).toBeTruthy();
    await user.type(name, 'por PRECIO');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      within(dialog).getByText(
        'Ya tienes una vista con ese nombre en esta lista. Elige otro nombre.',
      ),
    ).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Más caras primero{Enter}');
    expect(await screen.findByRole('button', { name: 'Vista: Más caras primero' })).toBeTruthy();
  });

  it('offers update only once the list differs from the view in use', async () => {
    renderStory(<ViewInUse />);
    await open('Vista: Por precio');
    const update = screen.getByRole('menuitem', { name: 'Actualizar «Por precio» con lo que ves' });
    expect(update.getAttribute('aria-disabled')).toBe('true');
  });

  it('updates, marks as default and copies the link of the view in use', async () => {
    renderStory(<ViewModified />);
    let user = await open('Vista: Por precio (modificada)');
    await user.click(
      screen.getByRole('menuitem', { name: 'Actualizar «Por precio» con lo que ves' }),
    );
    expect(ViewModified.args.onUpdate).toHaveBeenCalledWith('7');
    user = await open('Vista: Por precio (modificada)');
    await choose(user, 'Marcar como predeterminada');
    expect(ViewModified.args.onSetDefault).toHaveBeenCalledWith('7', true);
    user = await open('Vista: Por precio (modificada)');
    await choose(user, 'Copiar enlace');
    expect(ViewModified.args.onCopyLink).toHaveBeenCalledWith('7');
  });

  it('takes the default away from the default view', async () => {
    renderStory(<DefaultInUse />);
    const user = await open(/^Vista: Disponibles/);
    await choose(user, 'Quitar como predeterminada');
    expect(DefaultInUse.args.onSetDefault).toHaveBeenCalledWith('4', false);
  });

  it('asks before deleting the view in use', async () => {
    renderStory(<ViewInUse />);
    const user = await open('Vista: Por precio');
    await choose(user, 'Eliminar vista');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('¿Eliminar la vista «Por precio»?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(ViewInUse.args.onDelete).toHaveBeenCalledWith('7');
  });
});
