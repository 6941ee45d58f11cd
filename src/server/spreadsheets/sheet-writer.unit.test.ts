import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SheetColumn } from './sheet-writer';
import { readBack, writeToBuffer } from './sheet-writer.fixtures';

interface Unit {
  identifier: string;
  model: string | null;
  price: string;
  floor: number;
  payment: number;
  area: number;
  visible: boolean;
  delivered: string | null;
  created: Date;
}

const columns: SheetColumn<Unit>[] = [
  { header: 'Identificador', kind: 'text', value: (u) => u.identifier },
  { header: 'Modelo', kind: 'text', value: (u) => u.model },
  { header: 'Precio (UF)', kind: 'uf', value: (u) => u.price },
  { header: 'Piso', kind: 'int', value: (u) => u.floor },
  { header: 'Pago (CLP)', kind: 'clp', value: (u) => u.payment },
  { header: 'Superficie', kind: 'number', value: (u) => u.area },
  { header: 'Visible', kind: 'bool', value: (u) => u.visible },
  { header: 'Entrega', kind: 'date', value: (u) => u.delivered },
  { header: 'Creado', kind: 'datetime', value: (u) => u.created },
];

const depto: Unit = {
  identifier: 'A-101',
  model: 'Modelo B 3D2B',
  price: '1450.50',
  floor: 1,
  payment: 1_250_000,
  area: 54.35,
  visible: true,
  delivered: '2026-03-31',
  // 15:30 UTC in January is 12:30 in Santiago (UTC−3).
  created: new Date('2025-01-15T15:30:00Z'),
};

describe('writeSheet', () => {
  it('writes Spanish headers and typed cells that a spreadsheet program reads back', async () => {
    const other = { ...depto, identifier: 'B-204', model: null, visible: false, price: '2100' };
    const { body, written } = await writeToBuffer(columns, [[depto], [other]], 'Unidades');
    expect(written).toBe(2);
    const { sheet, rows } = await readBack(body, 'Unidades');
    expect(rows[0]).toEqual(columns.map((c) => c.header));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);

    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('A-101');
    expect(row.getCell(3).value).toBe(1450.5);
    expect(row.getCell(3).numFmt).toBe('#,##0.00');
    expect(row.getCell(4).value).toBe(1);
    expect(row.getCell(5).value).toBe(1_250_000);
    expect(row.getCell(5).numFmt).toBe('#,##0');
    expect(row.getCell(6).value).toBe(54.35);
    expect(row.getCell(7).value).toBe('Sí');
    expect(row.getCell(8).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(8).numFmt).toBe('dd-mm-yyyy');
    expect((row.getCell(8).value as Date).toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(row.getCell(9).numFmt).toBe('dd-mm-yyyy hh:mm');
    // exceljs reads a serial as a UTC date: the wall clock of Santiago.
    expect((row.getCell(9).value as Date).toISOString()).toBe('2025-01-15T12:30:00.000Z');

    // A null model leaves its cell empty and the next cells keep their columns.
    expect(rows[2]).toEqual([
      'B-204',
      undefined,
      2100,
      1,
      1_250_000,
      54.35,
      'No',
      ...rows[1]!.slice(7),
    ]);
  });

  it('writes Chile winter time and the Chile calendar day of an instant', async () => {
    const winter: SheetColumn<Date>[] = [
      { header: 'Día', kind: 'date', value: (d) => d },
      { header: 'Hora', kind: 'datetime', value: (d) => d },
    ];
    // 02:10 UTC on 16 July is 22:10 on the 15th in Santiago (UTC−4).
    const { body } = await writeToBuffer(winter, [[new Date('2025-07-16T02:10:00Z')]]);
    const { rows } = await readBack(body);
    expect((rows[1]![0] as Date).toISOString()).toBe('2025-07-15T00:00:00.000Z');
    expect((rows[1]![1] as Date).toISOString()).toBe('2025-07-15T22:10:00.000Z');
  });

  it('neutralizes text that could run as a formula and keeps it a string cell', async () => {
    const texts = ['=1+1', '+56 9 1234 5678', '-2+3', '@SUM(A1)', '  =HYPERLINK("x")', '\t=1'];
    const col: SheetColumn<string>[] = [{ header: 'Nombre', kind: 'text', value: (t) => t }];
    const { body } = await writeToBuffer(col, [texts]);
    const { sheet } = await readBack(body);
    texts.forEach((text, i) => {
      const cell = sheet.getRow(i + 2).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(`'${text}`);
      expect(cell.formula).toBeUndefined();
    });
  });

  it('keeps numbers of numeric kinds as numbers, negative ones included', async () => {
    const col: SheetColumn<number>[] = [{ header: 'Saldo', kind: 'clp', value: (n) => n }];
    const { body } = await writeToBuffer(col, [[-35_000, 0]]);
    const { rows } = await readBack(body);
    expect(rows.slice(1)).toEqual([[-35_000], [0]]);
  });

  it('escapes XML, drops characters XML forbids and keeps edge whitespace', async () => {
    const texts = [
      'Pérez & Cía. <Ltda.> "Ñuñoa"',
      'a\u0000b\u001fc',
      '  con espacios ',
      'línea 1\nlínea 2',
    ];
    const col: SheetColumn<string>[] = [{ header: 'Texto', kind: 'text', value: (t) => t }];
    const { body } = await writeToBuffer(col, [texts]);
    const { rows } = await readBack(body);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      'Pérez & Cía. <Ltda.> "Ñuñoa"',
      'abc',
      '  con espacios ',
      'línea 1\nlínea 2',
    ]);
  });

  it('writes non-numeric text of a numeric column as text instead of failing', async () => {
    const col: SheetColumn<string>[] = [{ header: 'Precio (UF)', kind: 'uf', value: (t) => t }];
    const { body } = await writeToBuffer(col, [['12,5,0', '1.450,50', '990.10']]);
    const { rows } = await readBack(body);
    expect(rows.slice(1)).toEqual([['12,5,0'], ['1.450,50'], [990.1]]);
  });

  it('writes an empty sheet as just its header row, and accepts an async source', async () => {
    async function* none(): AsyncGenerator<readonly Unit[]> {}
    const { body, written } = await writeToBuffer(columns, none(), 'Sin filas: [x]');
    expect(written).toBe(0);
    const { rows } = await readBack(body, 'Sin filas   x');
    expect(rows).toEqual([columns.map((c) => c.header)]);
  });

  it('sets column widths, a frozen header and an autofilter over the data', async () => {
    const { body } = await writeToBuffer(columns, [[depto, depto]]);
    const { sheet } = await readBack(body);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(8);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:I3');
  });
});
