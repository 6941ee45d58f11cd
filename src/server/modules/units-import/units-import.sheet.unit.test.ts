import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../tests/fixtures/xlsx/fixture-files';
import { buildXlsx } from '../../../../tests/fixtures/xlsx/xlsx-builder';
import {
  TEMPLATE_HEADERS,
  complementRow,
  homeRow,
} from '../../../../tests/fixtures/xlsx/units-rows';
import { readUnitsSheet } from './units-import.sheet.service';

// Validation of units sheets, row by row and column by column, in the words the user reads.

const messages = async (bytes: Uint8Array, mode: 'create' | 'update' = 'create') =>
  (await readUnitsSheet(bytes, mode)).validation.issues.map((issue) => issue.message);

describe('readUnitsSheet', () => {
  it('reads the 300-unit sheet: every row a unit with the API field names', async () => {
    const { validation } = await readUnitsSheet(fixture('unidades-validas-300.xlsx'), 'create');
    expect(validation.issues).toEqual([]);
    expect(validation.units).toHaveLength(300);
    expect(validation.kinds.filter((k) => k === 'property')).toHaveLength(210);
    expect(validation.units[0]).toEqual({
      row: 2,
      type: 'Departamento',
      identifier: 'A-101',
      model: 'Modelo A 1D1B',
      orientation: 'N',
      floor: 1,
      tower: 'A',
      lots: null,
      price: 1455,
      bedrooms: 1,
      bathrooms: '1',
      total_area: 41.5,
      municipal_area: 38.5,
      built_area: 38.5,
      terrace_area: 3,
      visible: true,
      bookeable: false,
      promisable: true,
    });
    const warehouse = validation.units[210];
    expect(warehouse).toMatchObject({
      type: 'Bodega',
      identifier: 'B-001',
      model: null,
      floor: -1,
    });
  });

  it('matches headers without accents, in other case or with underscores, and Chilean values', async () => {
    const { validation, header } = await readUnitsSheet(
      fixture('encabezados-variantes.xlsx'),
      'create',
    );
    expect(validation.issues).toEqual([]);
    expect(header.missing.size).toBe(0);
    expect(validation.units.map((u) => u.price)).toEqual([1450.5, 1890.25, 55]);
    expect(validation.units[1]?.visible).toBe(true);
  });

  it('names each problem by row and column, as the user reads the sheet', async () => {
    expect(await messages(fixture('unidades-con-errores.xlsx'))).toEqual([
      'Fila 3, columna Tipo: «oficina» no es un tipo válido (departamento, casa, bodega o estacionamiento)',
      'Fila 4, columna Identificador: falta el valor (obligatorio)',
      'Fila 5, columna Precio: «-120» debe ser mayor que 0',
      'Fila 6, columna Precio: «1.450,505» tiene más de 2 decimales',
      'Fila 7, columna Dormitorios: «2,5» no es un número entero',
      'Fila 8, columna Baños: «1,25» no es un número de baños (como 2 o 1,5)',
      'Fila 9, columna Visible: «quizás» debe ser SI o NO',
      'Fila 10, columna Modelo: falta el valor (obligatorio para departamentos y casas)',
      'Fila 11, columna Piso: «subterráneo» no es un número',
      'Fila 12, columna Identificador: «A-101» se repite: ya está en la fila 2 (departamento o casa)',
      'Fila 14, columna Precio: «12,5,0» no es un número',
      'Fila 15, columna Superficie total: «-3» no puede ser negativo',
    ]);
  });

  it('finds identifiers repeated within the sheet, per kind', async () => {
    expect(await messages(fixture('duplicados.xlsx'))).toEqual([
      'Fila 4, columna Identificador: «A-101» se repite: ya está en la fila 2 (departamento o casa)',
      'Fila 6, columna Identificador: «B-001» se repite: ya está en la fila 5 (bodega)',
    ]);
  });

  it('reads formulas by their saved values and never evaluates them', async () => {
    const { validation } = await readUnitsSheet(fixture('formulas-con-valor.xlsx'), 'create');
    expect(validation.issues).toEqual([]);
    expect(validation.units.map((u) => [u.identifier, u.price])).toEqual([
      ['A-101', 1450.5],
      ['A-102', expect.any(Number)],
      ['B-001', 72.53],
    ]);
    expect(await messages(fixture('formula-sin-valor.xlsx'))).toEqual([
      'Fila 3, columna Precio UF: contiene una fórmula sin valor calculado (=SUM(H2:H2)*1.1); escribe el valor',
    ]);
  });

  it('says once, on the header row, that a needed column is missing', async () => {
    const headers = TEMPLATE_HEADERS.filter((h) => h !== 'Modelo' && h !== 'Precio UF');
    const drop = (row: unknown[]) => row.filter((_, i) => i !== 2 && i !== 7);
    const rows = [headers, drop(homeRow(0)), drop(homeRow(1)), drop(complementRow('bodega', 0))];
    expect(await messages(buildXlsx(rows as string[][]))).toEqual([
      'Fila 1, columna Modelo: falta la columna, obligatoria para departamentos y casas',
      'Fila 1, columna Precio UF: falta la columna',
    ]);
  });

  it('stops at the header when tipo or identificador is missing', async () => {
    const rows = [
      ['Identificador', 'Precio UF'],
      ['A-101', 1450.5],
    ];
    expect(await messages(buildXlsx(rows))).toEqual([
      'Fila 1, columna Tipo: falta la columna (obligatoria)',
    ]);
  });

  it('in update mode needs only tipo and identificador; empty cells stay empty', async () => {
    const rows = [
      ['Tipo', 'Identificador', 'Precio UF', 'Visible'],
      ['departamento', 'A-101', null, 'NO'],
      ['bodega', 'B-001', '65,5'],
    ];
    const { validation } = await readUnitsSheet(buildXlsx(rows), 'update');
    expect(validation.issues).toEqual([]);
    expect(validation.units.map((u) => [u.identifier, u.price, u.visible, u.bookeable])).toEqual([
      ['A-101', null, false, null],
      ['B-001', 65.5, null, null],
    ]);
  });
});
