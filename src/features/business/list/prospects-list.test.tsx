import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../../tests/setup/render';
import * as stories from './prospects-list.stories';

const { Filled, Loading, Empty, FilteredEmpty, Failed } = composeStories(stories);

const rowOf = (name: string) => {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

describe('ProspectsList', () => {
  it('shows each prospect with RUT, project, stage, status, criticality, pre-approval and date', () => {
    renderStory(<Filled />);
    const camila = rowOf('Camila Andrea Rojas Soto');
    expect(camila.getByText('16.543.287-8')).toBeTruthy();
    expect(camila.getByText('Parque Los Aromos')).toBeTruthy();
    expect(camila.getByText('Nuevo')).toBeTruthy();
    expect(camila.getByText('Abierto')).toBeTruthy();
    expect(camila.getByText('Alta')).toBeTruthy();
    expect(camila.getByText('Aprobada')).toBeTruthy();
    expect(camila.getByText('Rukan vigente')).toBeTruthy();
    expect(camila.getByText('14-03-2025')).toBeTruthy();
    expect(
      camila
        .getByRole('link', { name: 'Ver negocio de Camila Andrea Rojas Soto' })
        .getAttribute('href'),
    ).toBe('/3101/business-details');
    const francisca = rowOf('Francisca Godoy Sepúlveda');
    expect(francisca.getByText('Ganado', { selector: '[data-status]' })).toBeTruthy();
    expect(francisca.queryByText('Rukan vigente')).toBeNull();
  });

  it('pages through the prospects', async () => {
    const onPageChange = vi.fn();
    renderStory(<Filled onPageChange={onPageChange} />);
    expect(screen.getByText('Mostrando 1–15 de 48')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows loading, empty, filtered-empty and failed states', async () => {
    const a = renderStory(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    a.unmount();
    const b = renderStory(<Empty />);
    expect(screen.getByText('Aún no hay negocios.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).toBeNull();
    b.unmount();
    const c = renderStory(<FilteredEmpty />);
    expect(screen.getByText('Ningún negocio coincide con los filtros.')).toBeTruthy();
    c.unmount();
    const onRetry = vi.fn();
    renderStory(<Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
