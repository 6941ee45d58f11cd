// Sheets and server answers for the wizard's stories and tests: a Chilean condominium's units,
// a long sheet with 500 errors, and an update that changed 120 prices.
import type { StateValue } from 'xstate';
import { xlsxImportMachine } from '../../../machines/units-import/units-import.machine';
import { initialContext } from '../../../machines/units-import/units-import.setup';
import type {
  SheetCheck,
  SheetUpdate,
  XlsxImportContext,
} from '../../../machines/units-import/units-import.types';

export const PROJECT_ID = '3';
export const SHEET_NAME = 'unidades-parque-los-aromos.xlsx';

export const sheetFileFixture = (name = SHEET_NAME, bytes = 186_420) =>
  new File([new Uint8Array(bytes)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const MODELS = ['Modelo Canelo 2D1B', 'Modelo Quillay 2D2B', 'Modelo Peumo 3D2B'];

/** `count` rows as the server reads them: homes of towers A and B, 2.150 UF and up. */
export function unitRows(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const tower = i % 2 === 0 ? 'A' : 'B';
    const floor = 1 + (Math.floor(i / 8) % 15);
    return {
      type: 'departamento',
      identifier: `${tower}${floor}${String((i % 8) + 1).padStart(2, '0')}`,
      model: MODELS[i % MODELS.length] ?? '',
      tower,
      floor,
      price: 2150 + (i % 40) * 31.25 + 0.5,
    };
  });
}

export const validCheckFixture: SheetCheck = {
  status: true,
  info: '300 unidades listas para guardar.',
  data: unitRows(300),
  validation_errors: [],
  errors_url: null,
  import_id: '9e2c4b1a-6d3f-4a8b-b5c7-1f0e2d3c4b5a',
};

const COLUMNS = ['Precio', 'Identificador', 'Piso', 'Tipo', 'Superficie total'];
const MESSAGES = [
  '«12,5,0» no es un número.',
  'El identificador A101 está repetido (fila 2).',
  '«piso 3» no es un número entero.',
  '«oficina» no es un tipo válido: usa departamento, bodega o estacionamiento.',
  '«-54» debe ser mayor que cero.',
];

/** A 2.000-row sheet with 500 problems: one every fourth row. */
export const longInvalidCheckFixture: SheetCheck = {
  status: false,
  info: 'Se encontraron 500 errores en 2.000 filas.',
  data: unitRows(2000),
  validation_errors: Array.from({ length: 500 }, (_, i) => ({
    row: 2 + i * 4,
    column: COLUMNS[i % COLUMNS.length] ?? null,
    message: MESSAGES[i % MESSAGES.length] ?? '',
  })),
  errors_url: '/api/exports/5b0e7c7e-2f51-4d8e-9a57-61c1f0a3b2d4/download?token=c2lnbmVk',
  import_id: null,
};

export const refusedAtSaveFixture: SheetCheck = {
  status: false,
  info: 'Se encontró 1 error.',
  data: unitRows(300),
  validation_errors: [
    { row: 2, column: 'Identificador', message: 'Ya existe la unidad A101 en el proyecto.' },
  ],
  errors_url: null,
  import_id: null,
};

export const appliedUpdateFixture: SheetUpdate = {
  status: true,
  info: 'Se actualizaron 120 unidades.',
  data: unitRows(120),
  validation_errors: [],
  errors_url: null,
  properties: unitRows(118).map((row, i) => ({
    id: String(1000 + i),
    identifier: row.identifier,
    price: row.price + 45,
  })),
  warehouses: [{ id: '301', identifier: 'B-01', price: 85 }],
  parkinglots: [{ id: '401', identifier: 'E-01', price: 180 }],
};

export const rejectedUpdateFixture: SheetUpdate = {
  ...appliedUpdateFixture,
  status: false,
  info: 'Se encontraron 2 errores. No se cambió ninguna unidad.',
  validation_errors: [
    { row: 5, column: 'Identificador', message: 'No existe la unidad Z999 en el proyecto.' },
    { row: 9, column: 'Precio', message: '«dos mil» no es un número.' },
  ],
  errors_url: '/api/exports/7c1d/download?token=ZXJyb3Jlcw',
  properties: [],
  warehouses: [],
  parkinglots: [],
};

/** A persisted snapshot of the import machine in `value` with `context` (stories, tests). */
export function importSnapshot(value: StateValue, context: Partial<XlsxImportContext> = {}) {
  const resolved = xlsxImportMachine.resolveState({
    value,
    context: { ...initialContext(PROJECT_ID), ...context },
  });
  return xlsxImportMachine.getPersistedSnapshot(resolved);
}

export const chosen = (name = SHEET_NAME): Partial<XlsxImportContext> => {
  const file = sheetFileFixture(name);
  return { file, fileName: file.name };
};

export const checked = (check: SheetCheck): Partial<XlsxImportContext> => ({
  ...chosen(),
  check,
  rowCount: Array.isArray(check.data) ? check.data.length : 0,
  errorCount: check.validation_errors.length,
});
