import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './news-list-view.stories';

const S = composeStories(stories);

const rowOf = (title: string) => {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
};

describe('NewsListView', () => {
  it('lists date, title, source and status; editors get the switch and the form', () => {
    render(<S.BothStatuses />);
    const table = screen.getByRole('table', { name: 'Noticias' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Fecha', 'Título', 'Fuente', 'Estado', 'Publicada', 'Acciones']);
    const ds1 = rowOf('Nuevo llamado al subsidio DS1 para sectores medios');
    expect(ds1.getByText('14-03-2025')).toBeTruthy();
    expect(ds1.getByText('Visible')).toBeTruthy();
    expect(ds1.getByText('Postulaciones abiertas hasta el 30 de abril.')).toBeTruthy();
    expect(
      rowOf('Feria de la vivienda en Temuco reúne a doce inmobiliarias').getByText('Oculta'),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', {
          name: 'Editar la noticia «Cómo calcular el ahorro mínimo para el DS19»',
        })
        .getAttribute('href'),
    ).toBe('/news/28/details');
    expect(screen.getByRole('link', { name: 'Crear noticia' }).getAttribute('href')).toBe(
      '/news/create',
    );
  });

  it('publishes or hides a row with its switch; a saving row cannot be flipped again', async () => {
    const onStatusChange = vi.fn();
    const view = render(<S.BothStatuses onStatusChange={onStatusChange} />);
    await userEvent.click(
      screen.getByRole('switch', {
        name: 'Publicada: Feria de la vivienda en Temuco reúne a doce inmobiliarias',
      }),
    );
    expect(onStatusChange).toHaveBeenCalledWith(expect.objectContaining({ id: '29' }), true);
    view.unmount();
    render(<S.Saving />);
    const busy = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Publicada: Feria de la vivienda en Temuco reúne a doce inmobiliarias',
    });
    expect(busy.disabled).toBe(true);
  });

  it('shows agency roles the list read-only', () => {
    render(<S.AgencyRole />);
    expect(screen.getByText('Cómo calcular el ahorro mínimo para el DS19')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: /Editar la noticia/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Crear noticia' })).toBeNull();
  });

  it('changes the filters: title, day and status', async () => {
    const onFilterChange = vi.fn();
    render(<S.BothStatuses onFilterChange={onFilterChange} />);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Buscar por título' }),
      'ds19{Enter}',
    );
    expect(onFilterChange).toHaveBeenLastCalledWith({ title: 'ds19' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Fecha' }), '14-03-2025{Enter}');
    expect(onFilterChange).toHaveBeenLastCalledWith({ date: '14-03-2025' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Oculta');
    expect(onFilterChange).toHaveBeenLastCalledWith({ status: '0' });
  });

  it('shows loading, empty, filtered-empty, a wrong date, a failure and long titles', async () => {
    const loading = render(<S.Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    loading.unmount();
    const empty = render(<S.Empty />);
    expect(screen.getByText('Aún no hay noticias.')).toBeTruthy();
    empty.unmount();
    const none = render(<S.FilteredEmpty />);
    expect(screen.getByText('Ninguna noticia coincide con los filtros.')).toBeTruthy();
    none.unmount();
    const wrong = render(<S.WrongDate />);
    expect(screen.getByText('Usa el formato dd-mm-aaaa, por ejemplo 14-03-2025.')).toBeTruthy();
    wrong.unmount();
    const onRetry = vi.fn();
    const failed = render(<S.Failed onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No pudimos conectar con el servidor.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
    failed.unmount();
    const many = render(<S.ManyPages />);
    expect(screen.getByText('Mostrando 31–34 de 50.000')).toBeTruthy();
    many.unmount();
    render(<S.LongTitles />);
    expect(screen.getByText(/^Gobierno anuncia ampliación extraordinaria/)).toBeTruthy();
  });
});
