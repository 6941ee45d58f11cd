import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toaster } from '../../../components/toaster';
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

// The server's rows: the fixture's UnitRows without the client-only `kind`. One page of 60: over
// the 50 that ask first, and few enough to keep jsdom quick.
const homes = unitRows('property', 60).map(({ kind: _kind, ...row }) => ({
  ...row,
  visible: true,
  project_id: '3',
}));
const page = {
  data: homes,
  total: 60,
  per_page: 250,
  current_page: 1,
  from: 1,
  to: 60,
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
    expect(dialog.textContent).toContain('¿Ocultar 60 propiedades del sitio público?');
    expect(dialog.textContent).toContain('Cambia «Visible»');
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
    expect(JSON.parse(String(grouped[0]?.variables['properties']))).toHaveLength(60);
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

  it('asks before more than 50 units, and Cancelar changes nothing', async () => {
    const sent = serve({ ...common, Properties: () => ({ data: { properties: page } }) });
    at('/properties?project=3', <UnitsPage />, '/properties');
    await screen.findByRole('link', { name: 'A101' });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Seleccionar todas las propiedades de la página' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.some((s) => s.operationName === 'EditVisibleGroupedProperty')).toBe(false);
    expect(screen.getByRole('switch', { name: 'Visible: A101' })).toHaveProperty('checked', true);
    expect(screen.getByText('60 seleccionadas')).toBeTruthy();
  });

  it('hides 3 units, one already hidden, and «Deshacer» shows again only the two that were visible (issue 33)', async () => {
    // The server's state: A102 (1002) is hidden already.
    const visible = new Map(homes.map((h) => [h.id, h.id !== '1002']));
    const sent = serve({
      ...common,
      Properties: () => ({
        data: {
          properties: { ...page, data: homes.map((h) => ({ ...h, visible: visible.get(h.id) })) },
        },
      }),
      EditVisibleGroupedProperty: (variables) => {
        const ids: string[] = JSON.parse(String(variables['properties'])).map(String);
        const flag = variables['flag'] === true;
        const updated = ids.filter((id) => visible.get(id) !== flag).length;
        for (const id of ids) visible.set(id, flag);
        return {
          data: { editVisibleGroupedProperty: { propertie_type: 'property', ids, updated } },
        };
      },
    });
    at(
      '/properties?project=3',
      <>
        <UnitsPage />
        <Toaster />
      </>,
      '/properties',
    );
    await screen.findByRole('link', { name: 'A101' });
    const switchOf = (identifier: string) =>
      screen.getByRole('switch', { name: `Visible: ${identifier}` });
    expect(switchOf('A102')).toHaveProperty('checked', false);
    for (const identifier of ['A101', 'B101', 'A102'])
      await userEvent.click(screen.getByRole('checkbox', { name: `Seleccionar ${identifier}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    // Three units: no question, the change runs at once.
    const toast = await screen.findByText('Se ocultaron 2 propiedades del sitio público.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    for (const identifier of ['A101', 'B101', 'A102'])
      expect(switchOf(identifier)).toHaveProperty('checked', false);
    const root = toast.closest('[data-part="root"]');
    if (!(root instanceof HTMLElement)) throw new Error('no toast');
    await userEvent.click(within(root).getByRole('button', { name: 'Deshacer' }));
    await screen.findByText('Cambio deshecho: 2 propiedades volvieron a su valor anterior.');
    await waitFor(() => expect(switchOf('A101')).toHaveProperty('checked', true));
    expect(switchOf('B101')).toHaveProperty('checked', true);
    expect(switchOf('A102')).toHaveProperty('checked', false);
    // One change, one undo: only the two that changed, back to visible.
    const grouped = sent.filter((s) => s.operationName === 'EditVisibleGroupedProperty');
    expect(
      grouped.map((s) => [JSON.parse(String(s.variables['properties'])), s.variables['flag']]),
    ).toEqual([
      [[1000, 1001, 1002], false],
      [[1000, 1001], true],
    ]);
    expect([...visible].filter(([, shown]) => !shown).map(([id]) => id)).toEqual(['1002']);
  });

  it('offers «Deshacer» after a public switch, which saves the previous value the same way', async () => {
    const sent = serve({
      ...common,
      Properties: () => ({ data: { properties: page } }),
      EditProperty: (variables) => ({ data: { editProperty: { ...homes[0], ...variables } } }),
    });
    at(
      '/properties?project=3',
      <>
        <UnitsPage />
        <Toaster />
      </>,
      '/properties',
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Reservable: A101' }));
    const toast = await screen.findByText('Unidad A101 ya no se puede reservar.');
    const root = toast.closest('[data-part="root"]');
    if (!(root instanceof HTMLElement)) throw new Error('no toast');
    await userEvent.click(within(root).getByRole('button', { name: 'Deshacer' }));
    await screen.findByText('Se deshizo el cambio de «Reservable» en A101.');
    expect(screen.getByRole('switch', { name: 'Reservable: A101' })).toHaveProperty(
      'checked',
      true,
    );
    expect(sent.filter((s) => s.operationName === 'EditProperty').map((s) => s.variables)).toEqual([
      { id: '1000', bookeable: false },
      { id: '1000', bookeable: true },
    ]);
  });
});
