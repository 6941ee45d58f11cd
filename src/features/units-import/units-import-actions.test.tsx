// The import buttons over the real executor and import machine, against a scripted server: uploads
// as multipart, Cancelar aborts the upload, a save refreshes the units lists.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { renderPage } from '../../../tests/setup/render';
import { fieldsReached } from '../../lib/record-invalidation.test-kit';
import { sheetFileFixture, validCheckFixture } from './import-wizard.fixtures';
import { UnitsImportActions } from './units-import-actions';

interface Seen {
  url: string;
  operation: string | null;
  multipart: boolean;
  signal: AbortSignal | null;
}

function serve(answers: Record<string, unknown>, hold: string | null = null) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body;
    const operations = body instanceof FormData ? String(body.get('operations')) : body;
    const operation: string | null =
      typeof operations === 'string' ? JSON.parse(operations).operationName : null;
    seen.push({
      url: String(input),
      operation,
      multipart: body instanceof FormData,
      signal: init?.signal ?? null,
    });
    if (operation === null) return new Response('PK\u0003\u0004');
    if (operation === hold) return new Promise<Response>(() => undefined);
    return Response.json({ data: answers[operation] });
  });
  vi.stubGlobal('fetch', fetch);
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const render = () => renderPage(<UnitsImportActions projectId="3" canImport />);

async function chooseAndCheck() {
  await userEvent.click(screen.getByRole('button', { name: 'Importar Excel' }));
  await userEvent.upload(screen.getByLabelText('Planilla de unidades'), sheetFileFixture());
  await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
}

describe('UnitsImportActions', () => {
  it('uploads the sheet as multipart, saves its rows in the project and refreshes the lists', async () => {
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const seen = serve({
      CheckPropertiesExcel: { checkPropertiesExcel: validCheckFixture },
      SavePropertiesImport: {
        savePropertiesImport: {
          status: true,
          info: 'Se guardaron 300 unidades.',
          validation_errors: [],
          errors_url: null,
        },
      },
    });
    render();
    await chooseAndCheck();
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar 300 unidades' }));
    expect(await screen.findByText('Se guardaron 300 unidades')).toBeTruthy();
    expect(seen.map((s) => [s.operation, s.multipart])).toEqual([
      ['CheckPropertiesExcel', true],
      ['SavePropertiesImport', false],
    ]);
    const reached = invalidate.mock.calls.flatMap(([filters]) =>
      fieldsReached(filters, ['properties', 'tablepropertie', 'warehouses', 'news']),
    );
    expect(new Set(reached)).toEqual(new Set(['properties', 'tablepropertie', 'warehouses']));
    invalidate.mockRestore();
  });

  it('Cancelar aborts the upload in flight', async () => {
    const seen = serve({}, 'CheckPropertiesExcel');
    render();
    await chooseAndCheck();
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.signal?.aborted).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(seen[0]?.signal?.aborted).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Elegir planilla' })).toBeTruthy();
  });

  it('shows no import or update button to viewers who may not import', () => {
    serve({});
    renderPage(<UnitsImportActions projectId="3" canImport={false} />);
    expect(screen.queryByRole('button', { name: 'Importar Excel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actualizar desde Excel' })).toBeNull();
  });
});
