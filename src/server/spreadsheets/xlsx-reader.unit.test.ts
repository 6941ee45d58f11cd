import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbookParts, zip } from '../../../tests/fixtures/xlsx/xlsx-builder';
import { writeToBuffer } from './sheet-writer.fixtures';
import { CellProblem, openFirstSheet, type SheetRow } from './xlsx-reader';

// What the reader understands of the sheets people send: shared, rich and inline strings,
// numbers, booleans, error cells, dates by style, formulas by their cached value, cells without
// an address, a namespace prefix, and the files of exceljs and of our own writer.

async function rowsOf(bytes: Uint8Array): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const batch of openFirstSheet(bytes).rows()) rows.push(...batch);
  return rows;
}

/** A workbook whose sheet XML and shared strings are written by hand. */
function handMade(sheetData: string, shared = '<sst></sst>', prefix = '') {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const root = prefix
    ? `<${prefix}:worksheet xmlns:${prefix}="${ns}"><${prefix}:sheetData>${sheetData}</${prefix}:sheetData></${prefix}:worksheet>`
    : `<worksheet xmlns="${ns}"><sheetData>${sheetData}</sheetData></worksheet>`;
  return zip(workbookParts('Hoja', `<?xml version="1.0"?>\n${root}`, shared));
}

describe('openFirstSheet', () => {
  it('reads every kind of cell value', async () => {
    const shared =
      '<sst><si><t>Torre Ñuble</t></si><si><r><t>Modelo </t></r><r><rPr><b/></rPr><t>A</t></r><rPh><t>モデル</t></rPh></si><si><t>Línea&#10;dos &amp; tres_x000D_</t></si></sst>';
    const bytes = handMade(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
        '<row r="2"><c r="A2"><v>1450.5</v></c><c r="B2" t="b"><v>1</v></c><c r="C2" t="e"><v>#DIV/0!</v></c>' +
        '<c r="D2" s="1"><v>45731</v></c><c r="E2" t="inlineStr"><is><t xml:space="preserve"> Bodega 12 </t></is></c>' +
        '<c r="F2"><f>1+1</f><v>2</v></c><c r="G2" t="str"><f>"A-"&amp;"101"</f><v>A-101</v></c>' +
        '<c r="H2"><f>SUM(A2:A9)</f></c><c r="I2" s="1"/><c r="J2"></c><c r="K2"><v>-1.5E-3</v></c></row>',
      shared,
    );
    const [header, data] = await rowsOf(bytes);
    expect(header).toEqual({ row: 1, cells: ['Torre Ñuble', 'Modelo A', 'Línea\ndos & tres\r'] });
    expect(data?.row).toBe(2);
    const cells = data?.cells ?? [];
    expect(cells.slice(0, 2)).toEqual([1450.5, true]);
    expect(cells[2]).toEqual(new CellProblem('error', '#DIV/0!'));
    expect(cells[3]).toEqual(new Date('2025-03-15T00:00:00.000Z'));
    expect(cells.slice(4, 7)).toEqual([' Bodega 12 ', 2, 'A-101']);
    expect(cells[7]).toEqual(new CellProblem('formula', 'SUM(A2:A9)'));
    expect(cells[8]).toBeUndefined();
    expect(cells[9]).toBeUndefined();
    expect(cells[10]).toBe(-0.0015);
  });

  it('places cells without an address after the one before, and rows without one likewise', async () => {
    const bytes = handMade(
      '<row r="3"><c r="B3"><v>1</v></c><c><v>2</v></c><c r="E3"><v>5</v></c><c><v>6</v></c></row>' +
        '<row><c><v>7</v></c></row><row r="9"/><row r="10"><c r="A10" s="1"/></row>',
    );
    const rows = await rowsOf(bytes);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ row: 3, cells: [undefined, 1, 2, undefined, 5, 6] });
    expect(rows[1]).toEqual({ row: 4, cells: [7] });
  });

  it('reads a sheet whose elements carry a namespace prefix', async () => {
    const bytes = handMade(
      '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Tipo</x:t></x:is></x:c><x:c r="B1"><x:v>3</x:v></x:c></x:row>',
      '<sst></sst>',
      'x',
    );
    expect(await rowsOf(bytes)).toEqual([{ row: 1, cells: ['Tipo', 3] }]);
  });

  it('reads back what the platform writer wrote (inline strings, numbers, dates, neutralized text)', async () => {
    const { body } = await writeToBuffer(
      [
        { header: 'Identificador', kind: 'text', value: (r: { id: string }) => r.id },
        { header: 'Precio UF', kind: 'uf', value: () => 1450.5 },
        { header: 'Entrega', kind: 'date', value: () => '2026-06-30' },
      ],
      [[{ id: 'A-101' }, { id: '=HYPERLINK("x")' }]],
      'Unidades',
    );
    const rows = await rowsOf(body);
    expect(rows.map((r) => r.cells)).toEqual([
      ['Identificador', 'Precio UF', 'Entrega'],
      ['A-101', 1450.5, new Date('2026-06-30T00:00:00.000Z')],
      ['\'=HYPERLINK("x")', 1450.5, new Date('2026-06-30T00:00:00.000Z')],
    ]);
    expect(openFirstSheet(body).name).toBe('Unidades');
  });

  it('reads an exceljs workbook: formulas by their result, first worksheet only', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Unidades');
    first.addRow(['Precio UF', 'Doble']);
    first.addRow([1200, { formula: 'A2*2', result: 2400 }]);
    workbook.addWorksheet('Otra').addRow(['no se lee']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const rows = await rowsOf(bytes);
    expect(rows.map((r) => r.cells)).toEqual([
      ['Precio UF', 'Doble'],
      [1200, 2400],
    ]);
  });

  it('can read the same sheet twice (for the annotated copy)', async () => {
    const sheet = openFirstSheet(handMade('<row r="1"><c r="A1"><v>1</v></c></row>'));
    const once = [];
    for await (const batch of sheet.rows()) once.push(...batch);
    const twice = [];
    for await (const batch of sheet.rows()) twice.push(...batch);
    expect(twice).toEqual(once);
  });
});
