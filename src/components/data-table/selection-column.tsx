// The checkbox column of the virtualized table. Its header and cells are module-level components
// that read the selection from context: the column definition never changes, so ticking a box
// re-renders the boxes but never remounts a row (focus stays where it was).
import { createContext, useContext } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { PageSelection } from './row-selection';
import { SelectionCheckbox } from './selection-checkbox';

export interface SelectionState {
  selected: ReadonlySet<string>;
  page: PageSelection;
  pageLabel: string;
  disabled: boolean;
  empty: boolean;
  /** The accessible name of the checkbox of the row at `index`. */
  rowLabel(index: number): string;
  toggleRow(index: number, checked: boolean, shift: boolean): void;
  togglePage(): void;
}

export const SelectionContext = createContext<SelectionState | null>(null);

function SelectPageHeader() {
  const state = useContext(SelectionContext);
  if (!state) return null;
  return (
    <SelectionCheckbox
      label={state.pageLabel}
      checked={state.page === 'all' ? true : state.page === 'some' ? 'indeterminate' : false}
      disabled={state.disabled || state.empty}
      onChange={() => state.togglePage()}
    />
  );
}

function SelectRowCell({ row }: { row: { id: string; index: number } }) {
  const state = useContext(SelectionContext);
  if (!state) return null;
  return (
    <SelectionCheckbox
      label={state.rowLabel(row.index)}
      checked={state.selected.has(row.id)}
      disabled={state.disabled}
      onChange={(checked, shift) => state.toggleRow(row.index, checked, shift)}
    />
  );
}

export const SELECT_COLUMN_ID = '__select';

export function selectionColumn<T>(): ColumnDef<T, unknown> {
  return {
    id: SELECT_COLUMN_ID,
    header: SelectPageHeader,
    // The cell reads only the row's id and index: the same for every row type.
    cell: SelectRowCell,
  };
}
