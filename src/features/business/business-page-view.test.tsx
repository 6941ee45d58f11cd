import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import { NO_FILTERS } from './board/business-filter-state';
import * as stories from './business-page-view.stories';

const { Board, List, Filtered, AdminWithDuplicatesReport } = composeStories(stories);

describe('BusinessPageView', () => {
  it('offers every filter, the export and the board, and switches to the list', async () => {
    const onViewChange = vi.fn();
    renderStory(<Board onViewChange={onViewChange} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Negocios' })).toBeTruthy();
    for (const name of ['Proyecto', 'Rukan vigente', 'Preaprobación'])
      expect(screen.getByRole('combobox', { name })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar negocios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar a Excel/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tablero de negocios' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tablero' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lista' }));
    expect(onViewChange).toHaveBeenCalledWith('lista');
  });

  it('shows the list view as a table', () => {
    renderStory(<List />);
    expect(screen.getByRole('table', { name: 'Negocios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the filters set, explains a wrong date and clears them all at once', async () => {
    const onChange = vi.fn();
    const filters = Filtered.args.filters;
    if (!filters) throw new Error('no filters');
    renderStory(<Filtered filters={{ ...filters, onChange }} />);
    expect(screen.getByRole('combobox', { name: 'Rukan vigente' })).toHaveProperty('value', '1');
    expect(screen.getByRole('combobox', { name: 'Preaprobación' })).toHaveProperty(
      'value',
      'approved',
    );
    expect(screen.getByText('Usa el formato dd-mm-aaaa, por ejemplo 14-03-2025.')).toBeTruthy();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Preaprobación' }),
      'Rechazada',
    );
    expect(onChange).toHaveBeenLastCalledWith({ preapproval: 'rejected' });
    const to = screen.getByRole('textbox', { name: 'Hasta' });
    await userEvent.type(to, '31-03-2025{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ to: '31-03-2025' });
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_FILTERS);
  });

  it('links Admin to the duplicates report, and nobody else', () => {
    const admin = renderStory(<AdminWithDuplicatesReport />);
    const link = screen.getByRole('link', { name: 'Prospectos duplicados' });
    expect(link.getAttribute('href')).toBe('/business/duplicates');
    admin.unmount();
    renderStory(<Board />);
    expect(screen.queryByRole('link', { name: 'Prospectos duplicados' })).toBeNull();
  });
});
