// Turns an audit row's old_values/new_values (JSON of any shape) into readable Spanish text, field
// by field. Pure, so the timeline and its tests share one source of truth.
import { formatDateTime } from '../../lib/format';

export const EMPTY_VALUE = '—';

const EVENT_LABELS: Record<string, string> = {
  created: 'Creación',
  updated: 'Actualización',
  deleted: 'Eliminación',
  restored: 'Restauración',
  // Spreadsheets (issue 5): a download, an import of units, an update of units by sheet.
  exported: 'Exportación',
  imported: 'Importación',
  updated_by_excel: 'Actualización por planilla',
};

export function eventLabel(event: string): string {
  return EVENT_LABELS[event] ?? event;
}

// Labels of fields most audited models share; each page adds or overrides its own.
const COMMON_LABELS: Record<string, string> = {
  id: 'ID',
  name: 'Nombre',
  last_name: 'Apellido',
  email: 'Correo',
  status: 'Estado',
  visible: 'Visible',
  important: 'Destacada',
  description: 'Descripción',
  created_at: 'Creado el',
  updated_at: 'Actualizado el',
  deleted_at: 'Eliminado el',
  // What the spreadsheet rows (downloads, imports, updates by sheet) record.
  route: 'Ruta',
  filters: 'Filtros',
  file_name: 'Archivo',
  file: 'Archivo',
  rows: 'Filas',
  complete: 'Completa',
  total: 'Total',
  changed: 'Modificadas',
  project_id: 'Proyecto',
  real_state_agency: 'Inmobiliaria',
  identifier: 'Identificador',
  model: 'Modelo',
  orientation: 'Orientación',
  tower: 'Torre',
  type: 'Tipo',
  properties: 'Viviendas',
  property: 'Viviendas',
  warehouses: 'Bodegas',
  warehouse: 'Bodegas',
  parkinglots: 'Estacionamientos',
  parkinglot: 'Estacionamientos',
};

/** 'Nombre' from the page's labels or the common ones; otherwise 'official_name' → 'Official name'. */
export function fieldLabel(key: string, labels: Record<string, string> = {}): string {
  const known = labels[key] ?? COMMON_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sí/No, '—' for nothing, dates in es-CL, lists joined by ', ', records as 'clave: valor'. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') {
    return ISO_INSTANT.test(value) ? formatDateTime(value) || value : value;
  }
  if (Array.isArray(value)) {
    const items = value.map(formatAuditValue).filter((item) => item !== EMPTY_VALUE);
    return items.length > 0 ? items.join(', ') : EMPTY_VALUE;
  }
  if (isRecord(value)) {
    // A related record ({ id, name }) reads best as its name.
    if (typeof value['name'] === 'string' && value['name']) return value['name'];
    const parts = Object.entries(value).map(
      ([key, item]) => `${fieldLabel(key)}: ${formatAuditValue(item)}`,
    );
    return parts.length > 0 ? parts.join('; ') : EMPTY_VALUE;
  }
  return String(value);
}

export interface AuditDiffRow {
  key: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

/** One row per field present on either side, in the order the server wrote them. */
export function auditDiff(
  oldValues: unknown,
  newValues: unknown,
  labels: Record<string, string> = {},
): AuditDiffRow[] {
  const before = isRecord(oldValues) ? oldValues : {};
  const after = isRecord(newValues) ? newValues : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => {
    const oldText = formatAuditValue(before[key]);
    const newText = formatAuditValue(after[key]);
    return {
      key,
      label: fieldLabel(key, labels),
      before: oldText,
      after: newText,
      changed: oldText !== newText,
    };
  });
}

/** Newest first; equal instants keep the higher id (the later insert) on top. */
export function newestFirst<T extends { id: string; created_at: string }>(entries: readonly T[]) {
  return [...entries].sort((a, b) => {
    const byTime = Date.parse(b.created_at) - Date.parse(a.created_at);
    if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
    return Number(b.id) - Number(a.id) || b.id.localeCompare(a.id);
  });
}
