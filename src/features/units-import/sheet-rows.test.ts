import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../machines/units-import/units-import.rules';
import { previewRows, sheetRows } from './sheet-rows';

// The preview reads the check's rows without trusting their shape.

const rows = [
  { row: 2, type: 'Departamento', identifier: 'A-101', model: 'Modelo A', tower: 'A', floor: 1, price: 1455.5 },
  { row: 3, type: 'bodega', identifier: 'B-1', model: null, tower: 'A', floor: -1, price: 80 },
  { row: 4, type: 'estacionamiento', identifier: 'E-1', tower: null, floor: null, price: '120' },
]; // prettier-ignore

describe('sheetRows and previewRows', () => {
  it('read the preview of the first rows, whatever their field types', () => {
    expect(sheetRows(rows).length).toBe(3);
    expect(previewRows(rows, 2)).toHaveLength(2);
    expect(previewRows(rows, 8)).toEqual([
      { row: 2, kind: 'Departamento', identifier: 'A-101', model: 'Modelo A', tower: 'A', floor: '1', price: 1455.5 },
      { row: 3, kind: 'Bodega', identifier: 'B-1', model: '', tower: 'A', floor: '-1', price: 80 },
      { row: 4, kind: 'Estacionamiento', identifier: 'E-1', model: '', tower: '', floor: '', price: 120 },
    ]); // prettier-ignore
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
