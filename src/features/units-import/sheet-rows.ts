// Reading the `data` of a checked sheet (JSON in the contract: unit objects with the API's field
// names) for the preview, without trusting its shape: a field that is missing or of another type
// shows as empty instead of breaking the wizard.

export interface PreviewRow {
  /** 1-based row of the sheet (the header is row 1). */
  row: number;
  kind: string;
  identifier: string;
  model: string;
  tower: string;
  floor: string;
  price: number | null;
}

const KIND_LABELS: Record<string, string> = {
  departamento: 'Departamento',
  casa: 'Casa',
  property: 'Vivienda',
  propiedad: 'Vivienda',
  vivienda: 'Vivienda',
  bodega: 'Bodega',
  warehouse: 'Bodega',
  estacionamiento: 'Estacionamiento',
  parkinglot: 'Estacionamiento',
};

function field(row: unknown, names: readonly string[]): unknown {
  if (typeof row !== 'object' || row === null) return undefined;
  for (const name of names) {
    const value: unknown = Reflect.get(row, name);
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function amount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

export function kindLabel(value: string): string {
  return KIND_LABELS[value.toLowerCase()] ?? value;
}

/** The rows of `data`, or none when it is not a list. */
export function sheetRows(data: unknown): readonly unknown[] {
  return Array.isArray(data) ? data : [];
}

export function previewRow(row: unknown, index: number): PreviewRow {
  const sheetRow = amount(field(row, ['row', 'fila']));
  return {
    row: sheetRow ?? index + 2,
    kind: kindLabel(text(field(row, ['tipo', 'type', 'propertie_type', 'kind']))),
    identifier: text(field(row, ['identifier', 'identificador'])),
    model: text(field(row, ['model', 'modelo'])),
    tower: text(field(row, ['tower', 'torre'])),
    floor: text(field(row, ['floor', 'piso'])),
    price: amount(field(row, ['price', 'precio_uf', 'precio'])),
  };
}

/** Rows the preview table shows. */
export const PREVIEW_ROWS = 8;

/** The first `limit` rows, for the preview table. */
export function previewRows(data: unknown, limit: number): PreviewRow[] {
  const rows = sheetRows(data);
  const shown: PreviewRow[] = [];
  for (let i = 0; i < Math.min(limit, rows.length); i++) shown.push(previewRow(rows.at(i), i));
  return shown;
}
