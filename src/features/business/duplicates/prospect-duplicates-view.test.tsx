import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './prospect-duplicates-view.stories';

const S = composeStories(stories);

describe('ProspectDuplicatesView', () => {
  it('lists each RUT with its customer, prospects and agencies', () => {
    render(<S.Report />);
    expect(screen.getByRole('heading', { level: 1, name: 'Prospectos duplicados' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Prospectos duplicados entre inmobiliarias' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '13.482.906-0',
      'Ignacio Muñoz Vergara',
      '3',
      'Inmobiliaria Los Andes (2), Inmobiliaria Pacífico Sur (1)',
    ]);
    expect(rows).toHaveLength(2);
  });

  it('pages through the report', async () => {
    render(<S.Report />);
    await userEvent.setup().click(screen.getByRole('button', { name: /siguiente/i }));
    expect(S.Report.args.onPageChange).toHaveBeenCalledWith(2);
  });

  it('says when no RUT is in several agencies, while loading, and on failure', () => {
    const empty = render(<S.Empty />);
    expect(screen.getByText('No hay prospectos duplicados entre inmobiliarias.')).toBeTruthy();
    empty.unmount();
    const loading = render(<S.Loading />);
    expect(screen.getByLabelText('Cargando prospectos duplicados')).toBeTruthy();
    loading.unmount();
    render(<S.Failed />);
    expect(screen.getByText('Ocurrió un error inesperado. Intenta nuevamente.')).toBeTruthy();
  });
});
