// The units page's spreadsheet buttons against a scripted server: the download asks for the tab
// shown with its filters, and viewers who may not import see the download alone.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, beforeEach, type MockInstance } from 'vitest';
import { renderPage } from '../../../../tests/setup/render';
import * as download from '../../../lib/download';
import { UnitsSheetActions } from './units-sheet-actions';

// Downloads are spied on, not saved: jsdom cannot save a file.
let saveBlob: MockInstance<typeof download.saveBlob>;
beforeEach(() => {
  saveBlob = vi.spyOn(download, 'saveBlob').mockImplementation(() => undefined);
});

function serve() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response('PK\u0003\u0004');
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UnitsSheetActions', () => {
  it('downloads the tab shown with its filters, without the page', async () => {
    const urls = serve();
    renderPage(
      <UnitsSheetActions
        projectId="3"
        canImport
        download={{
          kind: 'warehouse',
          filters: { project_id: '3', identifier: 'B-', tower: '', visible: '1', page: 2 },
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Importar Excel' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0]?.[1]).toBe('Bodegas.xlsx');
    const url = new URL(urls[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/excelWarehousesOrParkingLots');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      project_id: '3',
      identifier: 'B-',
      tower: '',
      visible: '1',
      type: 'warehouse',
    });
  });

  it('hides import and update from viewers who may only download', () => {
    serve();
    renderPage(
      <UnitsSheetActions
        projectId="3"
        canImport={false}
        download={{ kind: 'property', filters: {} }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Importar Excel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actualizar desde Excel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBeTruthy();
  });
});
