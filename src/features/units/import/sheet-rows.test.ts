import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../machines/units-import/units-import.rules';
import { RawJsonList } from '../../../lib/network/raw-json-list';
import { previewRows, sheetRows } from './sheet-rows';

// The preview reads the check's rows whether they came parsed (stories, fixtures) or kept as
// their JSON text (the network path of the wizard).

const rows = [
  { row: 2, type: 'Departamento', identifier: 'A-101', model: 'Modelo A', tower: 'A', floor: 1, price: 1455.5 },
  { row: 3, type: 'bodega', identifier: 'B-1', model: null, tower: 'A', floor: -1, price: 80 },
  { row: 4, type: 'estacionamiento', identifier: 'E-1', tower: null, floor: null, price: '120' },
]; // prettier-ignore

describe('sheetRows and previewRows', () => {
  it('read the same preview from an array and from the same rows kept as text', () => {
    const kept = new RawJsonList(JSON.stringify(rows));
    expect(sheetRows(kept).length).toBe(3);
    expect(previewRows(kept, 2)).toEqual(previewRows(rows, 2));
    expect(previewRows(kept, 8)).toEqual([
      { row: 2, kind: 'Departamento', identifier: 'A-101', model: 'Modelo A', tower: 'A', floor: '1', price: 1455.5 },
      { row: 3, kind: 'Bodega', identifier: 'B-1', model: '', tower: 'A', floor: '-1', price: 80 },
      { row: 4, kind: 'Estacionamiento', identifier: 'E-1', model: '', tower: '', floor: '', price: 120 },
    ]); // prettier-ignore
    expect(rowsOf({ data: kept })).toBe(3);
    expect(rowsOf({ data: rows })).toBe(3);
  });

  it('show nothing for data that is not a list', () => {
    for (const data of [null, undefined, 'filas', { length: 'x' }, 7]) {
      expect(sheetRows(data).length).toBe(0);
      expect(previewRows(data, 8)).toEqual([]);
      expect(rowsOf({ data })).toBe(0);
    }
  });
});
