import ExcelJS from 'exceljs';
import { UNIT_COLUMNS, type UnitField } from './units-import.columns.service';

// The template of GET /api/excelDemoProperties: the «Unidades» sheet with the 17 columns and
// three example rows (a departamento, a bodega, an estacionamiento) and an «Instrucciones» sheet
// explaining every column. Small and fixed, so exceljs builds it (once per process).

type Example = Partial<Record<UnitField, string | number>>;

export const TEMPLATE_EXAMPLES: readonly Example[] = [
  {
    type: 'departamento',
    identifier: 'A-101',
    model: 'Modelo A 2D1B',
    orientation: 'NO',
    floor: 1,
    tower: 'A',
    price: 1450.5,
    bedrooms: 2,
    bathrooms: 1,
    total_area: 52.3,
    municipal_area: 48.5,
    built_area: 48.5,
    terrace_area: 3.8,
    visible: 'SI',
    bookeable: 'SI',
    promisable: 'SI',
  },
  {
    type: 'bodega',
    identifier: 'B-012',
    floor: -1,
    tower: 'A',
    price: 65,
    total_area: 4.5,
    municipal_area: 4.5,
    built_area: 4.5,
    visible: 'SI',
    bookeable: 'SI',
    promisable: 'SI',
  },
  {
    type: 'estacionamiento',
    identifier: 'E-045',
    floor: -2,
    tower: 'A',
    price: 210.5,
    total_area: 12.5,
    municipal_area: 12.5,
    built_area: 12.5,
    visible: 'SI',
    bookeable: 'NO',
    promisable: 'SI',
  },
];

const NUMBER_FORMATS: Partial<Record<string, string>> = { uf: '#,##0.00', area: '#,##0.00' };

function unitsSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet('Unidades', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = UNIT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.field,
    width: Math.max(column.header.length + 4, column.readAs === 'text' ? 16 : 12),
    style: NUMBER_FORMATS[column.readAs] ? { numFmt: NUMBER_FORMATS[column.readAs] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const example of TEMPLATE_EXAMPLES) sheet.addRow(example);
  // Drop-down lists where the values are fixed, for the first thousand units (exceljs merges
  // the cells into one range when it writes the file).
  const list = (letter: string, values: string) => {
    for (let row = 2; row <= 1001; row++) {
      sheet.getCell(`${letter}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${values}"`],
      };
    }
  };
  UNIT_COLUMNS.forEach((column, index) => {
    const letter = String.fromCharCode(65 + index);
    if (column.readAs === 'kind') list(letter, 'departamento,casa,bodega,estacionamiento');
    if (column.readAs === 'bool') list(letter, 'SI,NO');
  });
}

function instructionsSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet('Instrucciones');
  sheet.columns = [
    { header: 'Columna', key: 'header', width: 22 },
    { header: 'Obligatoria', key: 'required', width: 30 },
    { header: 'Valores y formato', key: 'help', width: 90 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const column of UNIT_COLUMNS) {
    sheet.addRow({
      header: column.header,
      required:
        column.required === 'all'
          ? 'Sí'
          : column.required === 'homes'
            ? 'Sí, en departamentos y casas'
            : 'No',
      help: column.help,
    });
  }
  const notes = [
    'Una fila por unidad, desde la fila 2; los encabezados van en la fila 1 (se aceptan con o sin tildes, mayúsculas o guiones bajos).',
    'Los números se escriben a la chilena (1.450,50) o con punto decimal (1450.5). Las fórmulas se leen por su valor guardado, nunca se calculan.',
    'Un identificador no puede repetirse para el mismo tipo, ni en la planilla ni en el proyecto.',
    'Al actualizar unidades con una planilla, cada fila se busca por Tipo e Identificador; las celdas vacías conservan el valor actual.',
    'Máximo 100.000 filas y 20 MB por archivo. Se guardan todas las filas o ninguna.',
  ];
  sheet.addRow([]);
  for (const note of notes) sheet.addRow(['Nota', '', note]);
  sheet.getColumn('help').alignment = { wrapText: true, vertical: 'top' };
}

let template: Promise<Buffer> | null = null;

/** The template workbook as bytes (built on first use, then reused). */
export function unitsTemplate(): Promise<Buffer> {
  template ??= (async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Back office';
    unitsSheet(workbook);
    instructionsSheet(workbook);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  })();
  return template;
}
