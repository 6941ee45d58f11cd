import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../../../tests/setup/render';
import * as stories from './home-summary.stories';

const { Loading, Empty, EmptyProject, Rows, Failed } = composeStories(stories);

describe('HomeSummaryView', () => {
  it('shows one row per model with its counts and availability', () => {
    renderStory(<Rows />);
    const table = screen.getByRole('table', { name: 'Resumen por modelo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Proyecto',
      'Modelo',
      'Cotizaciones',
      'Solicitudes de reserva',
      'Reservas pagadas',
      'Solicitudes de promesa',
      'Promesas pagadas',
      'Disponibles / total',
    ]);
    const row = within(table).getByText('Casa Quillay 3D2B').closest('tr');
    expect([...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual([
      'Edificio Mirador del Biobío',
      'Casa Quillay 3D2B',
      '64',
      '20',
      '18',
      '11',
      '10',
      '9 / 30',
    ]);
    expect(screen.getByText('Mostrando 1–50 de 58')).toBeTruthy();
  });

  it('filters by project and pages', async () => {
    const onProjectChange = vi.fn();
    const onPageChange = vi.fn();
    renderStory(<Rows onProjectChange={onProjectChange} onPageChange={onPageChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Proyecto'), 'Edificio Mirador del Biobío');
    expect(onProjectChange).toHaveBeenCalledWith('5');
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says what is missing in Spanish', () => {
    const first = renderStory(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    first.unmount();
    const second = renderStory(<Empty />);
    expect(screen.getByText('Aún no hay proyectos con unidades para mostrar.')).toBeTruthy();
    second.unmount();
    const third = renderStory(<EmptyProject />);
    expect(screen.getByText('Este proyecto aún no tiene unidades.')).toBeTruthy();
    third.unmount();
    renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No se pudo cargar el resumen.');
  });
});
