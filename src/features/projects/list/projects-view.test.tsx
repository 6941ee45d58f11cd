import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './projects-view.stories';
import { renderStory } from '../../../../tests/setup/render';

const {
  AdminPage,
  RealstateAdminView,
  RealstateUserView,
  Loading,
  Empty,
  FilteredEmpty,
  Failed,
  Exporting,
} = composeStories(stories);

const rowOf = (name: string) => {
  const row = screen.getByText(name, { selector: 'p' }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const hrefOf = (scope: ReturnType<typeof rowOf>, name: RegExp) =>
  scope.getByRole('link', { name }).getAttribute('href');

describe('ProjectsView', () => {
  it('shows a project with its agency, commune, status, UF price, plan and actions (Admin)', () => {
    renderStory(<AdminPage />);
    const aromos = rowOf('Parque Los Aromos');
    expect(aromos.getByText('Inmobiliaria Andes')).toBeTruthy();
    expect(aromos.getByText('Puente Alto')).toBeTruthy();
    expect(aromos.getByText('En verde')).toBeTruthy();
    expect(aromos.getByText('UF 2.350,50')).toBeTruthy();
    expect(hrefOf(aromos, /^Plan de Parque/)).toBe('/plans/create?project=1');
    expect(hrefOf(aromos, /^Editar/)).toBe('/projects/1/edit');
    expect(hrefOf(aromos, /^Auditoría/)).toBe('/projects/1/audits');
    expect(hrefOf(aromos, /^Webhooks/)).toBe('/projects/1/webhooks');
    expect(hrefOf(aromos, /^Unidades/)).toBe('/properties?project=1');
    // Plan 1: no plan button.
    expect(rowOf('Condominio Vista Cordillera').queryByRole('link', { name: /^Plan/ })).toBeNull();
    expect(rowOf('Barrio Santa Elena').getByText('Oculto')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Inmobiliaria' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Crear proyecto/ }).getAttribute('href')).toBe(
      '/projects/create',
    );
  });

  it('gives an agency admin no agency filter and no webhooks, and a RealstateUser only looks', () => {
    const first = renderStory(<RealstateAdminView />);
    expect(screen.queryByRole('combobox', { name: 'Inmobiliaria' })).toBeNull();
    expect(rowOf('Parque Los Aromos').queryByRole('link', { name: /^Webhooks/ })).toBeNull();
    expect(rowOf('Parque Los Aromos').getByRole('link', { name: /^Editar/ })).toBeTruthy();
    first.unmount();
    renderStory(<RealstateUserView />);
    const aromos = rowOf('Parque Los Aromos');
    expect(aromos.queryByRole('link', { name: /^Editar/ })).toBeNull();
    expect(aromos.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(aromos.getByRole('link', { name: /^Unidades/ })).toBeTruthy();
    expect(aromos.getByRole('switch', { name: /^Visible/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: /Crear proyecto/ })).toBeNull();
  });

  it('reports switches, stars, removals, filters and pages to the page', async () => {
    const onVisibleChange = vi.fn();
    const onImportantChange = vi.fn();
    const onRemove = vi.fn();
    const onPageChange = vi.fn();
    const onChange = vi.fn();
    const base = AdminPage.args.filters;
    if (!base) throw new Error('no filters');
    renderStory(
      <AdminPage
        onVisibleChange={onVisibleChange}
        onImportantChange={onImportantChange}
        onRemove={onRemove}
        onPageChange={onPageChange}
        filters={{ ...base, onChange }}
      />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Visible: Parque Los Aromos' }));
    expect(onVisibleChange.mock.calls[0]?.[1]).toBe(false);
    const star = screen.getByRole('button', { name: 'Destacar: Condominio Vista Cordillera' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    expect(onImportantChange.mock.calls[0]?.[0].id).toBe('2');
    expect(onImportantChange.mock.calls[0]?.[1]).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Jardines de Hualpén' }));
    expect(onRemove.mock.calls[0]?.[0].id).toBe('4');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Inmobiliaria' }), '2');
    expect(onChange).toHaveBeenCalledWith({ agency: '2' });
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows loading, empty, filtered-empty and failed states', () => {
    const a = renderStory(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    a.unmount();
    const b = renderStory(<Empty />);
    expect(screen.getByText('Aún no hay proyectos.')).toBeTruthy();
    b.unmount();
    const c = renderStory(<FilteredEmpty />);
    expect(screen.getByText('Ningún proyecto coincide con los filtros.')).toBeTruthy();
    c.unmount();
    renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
  });

  it('offers Proyectos.xlsx to every role of the list, and waits while it downloads', async () => {
    const onExport = vi.fn();
    const first = renderStory(<RealstateUserView onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    expect(onExport).toHaveBeenCalledTimes(1);
    first.unmount();
    renderStory(<Exporting />);
    const busy = screen.getByRole('button', { name: /Descargando/ });
    expect(busy.hasAttribute('disabled')).toBe(true);
  });
});
