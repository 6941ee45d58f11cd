// The toolbar above a list's table: the list's views menu (when it has one), the «Columnas» menu
// (one checkbox per column; the last visible one cannot be hidden) and the density toggle.
import { Button, ButtonGroup, HStack, Menu, Portal } from '@chakra-ui/react';
import { Columns3, Rows3, Rows4 } from 'lucide-react';
import type { Table } from '@tanstack/react-table';
import { SELECT_COLUMN_ID } from './selection-column';
import { DENSITY_LABELS, columnLabel, type TableDensity, type TablePrefs } from './table-prefs';

export interface ToolbarColumn {
  id: string;
  label: string;
}

export interface TableToolbarProps {
  /** The columns a user may show or hide, in the table's order. */
  columns: readonly ToolbarColumn[];
  prefs: TablePrefs;
}

/** The columns of `table` a user may hide: every one but the selection checkboxes. */
export function toolbarColumns<T>(table: Table<T>): ToolbarColumn[] {
  return table
    .getAllLeafColumns()
    .filter((column) => column.id !== SELECT_COLUMN_ID && column.getCanHide())
    .map((column) => ({ id: column.id, label: columnLabel(column) }));
}

const DENSITY_ICONS = { comfortable: Rows3, compact: Rows4 } as const;

export function TableToolbar({ columns, prefs }: TableToolbarProps) {
  const hidden = new Set(prefs.hidden);
  const visible = columns.filter((column) => !hidden.has(column.id));
  const toggle = (id: string, show: boolean) => {
    const next = show ? prefs.hidden.filter((other) => other !== id) : [...prefs.hidden, id];
    prefs.onHiddenChange(next);
  };
  return (
    <HStack justify="flex-end" gap="2" mb="2" wrap="wrap" data-testid="table-toolbar">
      {prefs.tools}
      {/* Opens below, as tall as the room there (a long list scrolls) instead of flipping up. */}
      <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end', flip: false }}>
        <Menu.Trigger asChild>
          <Button size="xs" variant="outline">
            <Columns3 aria-hidden />
            Columnas
            {visible.length < columns.length ? ` (${visible.length}/${columns.length})` : ''}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56" maxH="min(70vh, var(--available-height))" overflowY="auto">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Columnas visibles</Menu.ItemGroupLabel>
                {columns.map((column) => {
                  const shown = !hidden.has(column.id);
                  return (
                    <Menu.CheckboxItem
                      key={column.id}
                      value={column.id}
                      checked={shown}
                      // At least one column stays: the last visible one cannot be unchecked.
                      disabled={shown && visible.length === 1}
                      onCheckedChange={(checked) => toggle(column.id, checked)}
                    >
                      <Menu.ItemIndicator />
                      <Menu.ItemText>{column.label}</Menu.ItemText>
                    </Menu.CheckboxItem>
                  );
                })}
              </Menu.ItemGroup>
              {prefs.hidden.length > 0 ? (
                <>
                  <Menu.Separator />
                  <Menu.Item value="show-all" onClick={() => prefs.onHiddenChange([])}>
                    Mostrar todas
                  </Menu.Item>
                </>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ButtonGroup size="xs" variant="outline" attached role="group" aria-label="Densidad de filas">
        {(['comfortable', 'compact'] as const satisfies readonly TableDensity[]).map((density) => {
          const Icon = DENSITY_ICONS[density];
          const pressed = prefs.density === density;
          return (
            <Button
              key={density}
              aria-pressed={pressed}
              bg={pressed ? 'primary.subtle' : undefined}
              fontWeight={pressed ? 'semibold' : 'normal'}
              onClick={() => prefs.onDensityChange(density)}
            >
              <Icon aria-hidden />
              {DENSITY_LABELS[density]}
            </Button>
          );
        })}
      </ButtonGroup>
    </HStack>
  );
}
