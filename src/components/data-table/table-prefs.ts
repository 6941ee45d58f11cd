// What a table shows of its columns and how tall it draws its rows (issue 33). A list's page
// provides these through TablePrefsContext (the saved views do, src/components/saved-views); a
// table without them draws every column, comfortable, and no toolbar.
import { createContext, type ReactNode } from 'react';
import type { Column, VisibilityState } from '@tanstack/react-table';

export type TableDensity = 'comfortable' | 'compact';

export const DENSITY_LABELS: Record<TableDensity, string> = {
  comfortable: 'Cómoda',
  compact: 'Compacta',
};

export interface TablePrefs {
  /** The ids of the hidden columns. */
  hidden: readonly string[];
  density: TableDensity;
  onHiddenChange(next: string[]): void;
  onDensityChange(next: TableDensity): void;
  /** Drawn first in the table's toolbar: the list's views menu. */
  tools?: ReactNode;
}

export const TablePrefsContext = createContext<TablePrefs | null>(null);

/** TanStack's visibility state for `hidden`. */
export function visibilityOf(hidden: readonly string[] | undefined): VisibilityState {
  return Object.fromEntries((hidden ?? []).map((id) => [id, false]));
}

/** Names of the columns many lists draw without a text header. */
const STRUCTURAL_LABELS: Readonly<Record<string, string>> = { actions: 'Acciones', logo: 'Logo' };

/** A column's name in the columns menu: its `meta.label`, its text header, or a known name. */
export function columnLabel<T>(column: Column<T, unknown>): string {
  const { header, meta } = column.columnDef;
  if (meta?.label) return meta.label;
  if (typeof header === 'string' && header.trim()) return header;
  return STRUCTURAL_LABELS[column.id] ?? column.id;
}
