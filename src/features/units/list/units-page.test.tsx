import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../../components/toaster';
import { UnitsPage } from './units-page';
import { projectsFixture, unitRows } from '../units.fixtures';
import { at, serve } from './units-page.test-kit';

const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterEach(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The server's rows: the fixture's UnitRows without the client-only `kind`.
const homes = unitRows('property', 250).map(({ kind: _kind, ...row }) => ({
  ...row,
  visible: true,
  project_id: '3',
}));
const page = {
  data: homes,
  total: 250,
  per_page: 250,
  current_page: 1,
  from: 1,
  to: 250,
  last_page: 1,
  has_more_pages: false,
};
const common = {
  ProjectsRelatedToMe: () => ({
    data: {
      projectsrelatedtome: projectsFixture.map((p) => ({ ...p, real_state_agency_id: '1' })),
    },
  }),
  PropertiesAndModelsByProject: () => ({
    data: { propertiesandmodelsbyproject: { models: ['Modelo A 2D2B'], towers: ['A', 'B'] } },
  }),
};

describe('UnitsPage', () => {
  it('picks the first project, then hides a whole page of homes in one request after asking', async () => {
    let hidden = false;
    const sent = serve({
      ...common,
      Properties: () => ({
        data: { properties: { ...page, data: homes.map((h) => ({ ...h, visible: !hidden })) } },
      }),
      EditVisibleGroupedProperty: (variables) => {
        hidden = true;
        const ids: number[] = JSON.parse(String(variables['properties']));
        return {
          data: {
            editVisibleGroupedProperty: {
              propertie_type: 'property',
              ids: ids.map(String),
              updated: ids.length,
            },
          },
        };
      },
    });
    const location = at('/properties', <UnitsPage />, '/properties');
    await screen.findByRole('link', { name: 'A101' });
    expect(location.history.at(-1)).toBe('/properties?project=3');
    expect(sent.find((s) => s.operationName === 'Properties')?.variables).toEqual({
      project_id: '3',
      identifier: '',
      model: '',
      orientation: '',
      tower: '',
      visible: '',
      page: 1,
    });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Seleccionar todas las propiedades de la página' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('¿Ocultar 250 propiedades?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Visible: A101' })).toHaveProperty(
        'checked',
        false,
      ),
    );
    const grouped = sent.filter((s) => s.operationName === 'EditVisibleGroupedProperty');
    expect(grouped).toHaveLength(1);
    expect(grouped[0]?.variables['flag']).toBe(false);
    expect(grouped[0]?.variables['propertie_type']).toBe('property');
    expect(JSON.parse(String(grouped[0]?.variables['properties']))).toHaveLength(250);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('flips a switch at once and flips it back with a toast when the server refuses', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const sent = serve({
      ...common,
      Properties: () => ({ data: { properties: page } }),
      EditProperty: () => ({
        data: null,
        errors: [
          { message: 'No tienes acceso a este proyecto.', extensions: { code: 'FORBIDDEN' } },
        ],
      }),
    });
    at('/properties?project=3', <UnitsPage />, '/properties');
    const promisable = await screen.findByRole('switch', { name: 'Promesable: A101' });
    expect(promisable).toHaveProperty('checked', true);
    await userEvent.click(promisable);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'No se pudo cambiar «Promesable» de A101.' }),
      ),
    );
    expect(screen.getByRole('switch', { name: 'Promesable: A101' })).toHaveProperty(
      'checked',
      true,
    );
    expect(sent.find((s) => s.operationName === 'EditProperty')?.variables).toEqual({
      id: '1000',
      promisable: false,
    });
  });
});
