import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toaster } from '../../../components/toaster';
import { filtersFixture, unitRows } from '../units.fixtures';
import { listVariables } from './units-filters';
import { patchUnits } from './units-cache';
import { serve } from './units-page.test-kit';
import { CONFIRM_ABOVE, useGroupedUnits } from './use-grouped-units';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows = unitRows('property', 60);
const ids = (count: number) => rows.slice(0, count).map((row) => row.id);
const hide = { field: 'visible', flag: false } as const;

function render() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useGroupedUnits(
        (kind, ids, patch) => patchUnits(client, kind, listVariables(filtersFixture), ids, patch),
        () => undefined,
      ),
    { wrapper },
  );
}

/** A server that hides or shows the listed homes and says how many changed. */
function grouped(visible: Map<string, boolean>) {
  return serve({
    EditVisibleGroupedProperty: (variables) => {
      const list: string[] = JSON.parse(String(variables['properties'])).map(String);
      const flag = variables['flag'] === true;
      const updated = list.filter((id) => visible.get(id) !== flag).length;
      for (const id of list) visible.set(id, flag);
      return {
        data: { editVisibleGroupedProperty: { propertie_type: 'property', ids: list, updated } },
      };
    },
    Property: (variables) => ({
      data: {
        properties: {
          data: [
            { ...rows[0], id: variables['id'], visible: visible.get(String(variables['id'])) },
          ],
        },
      },
    }),
  });
}

describe('useGroupedUnits', () => {
  it(`changes up to ${CONFIRM_ABOVE} units at once and asks first above that`, async () => {
    const sent = grouped(new Map(rows.map((row) => [row.id, row.visible])));
    const { result } = render();
    act(() => result.current.request('property', ids(CONFIRM_ABOVE), hide, rows));
    expect(result.current.asking).toBeNull();
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => result.current.request('property', ids(CONFIRM_ABOVE + 1), hide, rows));
    expect(result.current.asking?.ids).toHaveLength(CONFIRM_ABOVE + 1);
    act(() => result.current.cancel());
    expect(result.current.asking).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('reads the value of a unit the client holds no row of before changing it, and restores it', async () => {
    const create = vi.spyOn(toaster, 'create');
    // 5000 is not among the rows held; it is visible on the server, 1005 is hidden.
    const visible = new Map([
      ['1004', true],
      ['1005', false],
      ['5000', true],
    ]);
    const sent = grouped(visible);
    const { result } = render();
    act(() => result.current.request('property', ['1004', '1005', '5000'], hide, rows));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Se ocultaron 2 propiedades del sitio público.' }),
      ),
    );
    expect(sent.map((s) => s.operationName)).toEqual(['Property', 'EditVisibleGroupedProperty']);
    expect(sent[0]?.variables).toEqual({ id: '5000' });
    const offered = create.mock.calls.at(-1)?.[0];
    expect(offered?.duration).toBe(5000);
    act(() => offered?.action?.onClick());
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.variables).toMatchObject({ properties: '[1004,5000]', flag: true });
    expect([...visible]).toEqual([
      ['1004', true],
      ['1005', false],
      ['5000', true],
    ]);
  });

  it('makes homes not reservable and puts each one back to its own value', async () => {
    const create = vi.spyOn(toaster, 'create');
    // 1000 was reservable, 1001 was not: the undo gives reservable back to 1000 alone.
    const bookeable = new Map([
      ['1000', true],
      ['1001', false],
    ]);
    const sent = serve({
      EditBookeableGroupedProperty: (variables) => {
        const list: string[] = JSON.parse(String(variables['properties'])).map(String);
        const flag = variables['flag'] === true;
        const updated = list.filter((id) => bookeable.get(id) !== flag).length;
        for (const id of list) bookeable.set(id, flag);
        return {
          data: {
            editBookeableGroupedProperty: { propertie_type: 'property', ids: list, updated },
          },
        };
      },
    });
    const held = [
      { id: '1000', bookeable: true },
      { id: '1001', bookeable: false },
    ];
    const { result } = render();
    act(() =>
      result.current.request(
        'property',
        ['1000', '1001'],
        { field: 'bookeable', flag: false },
        held,
      ),
    );
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Se marcó 1 propiedad como no reservable.' }),
      ),
    );
    const offered = create.mock.calls.at(-1)?.[0];
    act(() => offered?.action?.onClick());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      operationName: 'EditBookeableGroupedProperty',
      variables: { properties: '[1000]', flag: true },
    });
    expect([...bookeable]).toEqual([
      ['1000', true],
      ['1001', false],
    ]);
  });

  it('offers no undo when no unit changed', async () => {
    const create = vi.spyOn(toaster, 'create');
    grouped(new Map([['1005', false]]));
    const { result } = render();
    act(() => result.current.request('property', ['1005'], hide, rows));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        type: 'info',
        title: 'Sin cambios: 1 propiedad ya tenía ese valor.',
      }),
    );
  });
});
