import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './users-list-view.stories';

const { Loading, WithData, Empty, NoMatches, LongText, Failed, FailedRefresh } =
  composeStories(stories);
const { StatusChanging, ConfirmDelete, Exporting, ManyPagesLoadingNext } = composeStories(stories);

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('UsersListView', () => {
  it('lists name, email, Spanish role, agencies and status', () => {
    render(<WithData />);
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Usuarios' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nombre', 'Correo', 'Rol', 'Inmobiliaria', 'Estado', 'Acciones']);
    const row = within(rowOf('Benjamín Araya Castro'));
    expect(row.getByText('benjamin.araya@pacificosur.cl')).toBeTruthy();
    expect(row.getByText('Vendedor de inmobiliaria')).toBeTruthy();
    expect(row.getByText('Pacífico Sur Propiedades, Inmobiliaria Los Andes')).toBeTruthy();
    expect(row.getByText('Activo')).toBeTruthy();
    expect(within(rowOf('Valentina Muñoz Díaz')).getByText('Inactivo')).toBeTruthy();
    expect(screen.getByText('Mostrando 1–7 de 7')).toBeTruthy();
  });

  it('links each row to its edit and audit pages', () => {
    render(<WithData />);
    expect(
      screen.getByRole('link', { name: 'Editar a Matías González Pérez' }).getAttribute('href'),
    ).toBe('/users/3/edit');
    expect(
      screen.getByRole('link', { name: 'Auditoría de Matías González Pérez' }).getAttribute('href'),
    ).toBe('/users/3/audits');
    expect(screen.getByRole('link', { name: /Crear usuario/ }).getAttribute('href')).toBe(
      '/users/create',
    );
  });

  it('toggles a status and asks before deleting, never for yourself', async () => {
    const onToggleStatus = vi.fn();
    const onAskDelete = vi.fn();
    render(<WithData onToggleStatus={onToggleStatus} onAskDelete={onAskDelete} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Estado de Valentina Muñoz Díaz' }));
    expect(onToggleStatus).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }), true);
    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar a Rodrigo Sepúlveda Tapia' }),
    );
    expect(onAskDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    // The viewer (id 1) cannot switch off or delete themself.
    const self = 'Catalina Morales Herrera';
    expect(screen.getByRole('switch', { name: `Estado de ${self}` }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(
      screen.getByRole('button', { name: `Eliminar a ${self}` }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('waits on a switch whose change is on the way', () => {
    render(<StatusChanging />);
    expect(
      screen
        .getByRole('switch', { name: 'Estado de Valentina Muñoz Díaz' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('confirms the deletion naming the user', async () => {
    const onConfirmDelete = vi.fn();
    render(<ConfirmDelete onConfirmDelete={onConfirmDelete} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar usuario' });
    expect(dialog.textContent).toContain('Valentina Muñoz Díaz (valentina.munoz@pacificosur.cl)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(onConfirmDelete).toHaveBeenCalledTimes(1);
  });

  it('searches and pages', async () => {
    const onPageChange = vi.fn();
    render(<ManyPagesLoadingNext onPageChange={onPageChange} loading={false} />);
    expect(screen.getByText('Mostrando 586–592 de 10.000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(onPageChange).toHaveBeenCalledWith(41);
    expect(screen.getByRole('searchbox', { name: 'Buscar usuarios' })).toBeTruthy();
  });

  it('shows loading, empty and no-match states in Spanish', () => {
    const loading = render(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    loading.unmount();
    const empty = render(<Empty />);
    expect(screen.getByText('Aún no hay usuarios.')).toBeTruthy();
    empty.unmount();
    render(<NoMatches />);
    expect(screen.getByText('Ningún usuario coincide con «Zamorano».')).toBeTruthy();
  });

  it('explains a failed load with a retry, keeping rows it already had', async () => {
    const onRetry = vi.fn();
    const failed = render(<Failed onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar los usuarios.');
    expect(alert.textContent).toContain('No pudimos conectar con el servidor.');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    failed.unmount();
    render(<FailedRefresh />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('Catalina Morales Herrera')).toBeTruthy();
  });

  it('shows long names whole and the download busy', () => {
    const long = render(<LongText />);
    expect(
      screen.getByText('María de los Ángeles Josefina Fernández-Larraín de la Fuente Undurraga'),
    ).toBeTruthy();
    long.unmount();
    render(<Exporting />);
    const download = screen.getByRole('button', { name: /Descargando/ });
    expect(
      download.hasAttribute('disabled') || download.getAttribute('data-loading') !== null,
    ).toBe(true);
  });
});
