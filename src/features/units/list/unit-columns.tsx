// The columns of the /properties tabs. Cells are module-level components (see
// unit-actions-context.ts): a kind's column list is built once and never changes identity. Cells
// are plain elements styled once by UNIT_CELL_CSS (unit-cell-css.ts) and, for the switches, by
// the shell's FLAG_SWITCH_CSS (components/flag-switch.tsx).
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'wouter';
import { formatArea, formatNumber, formatUF } from '../../../lib/format';
import { FlagSwitch } from '../../../components/flag-switch';
import { pendingKey, useUnitActions } from './unit-actions-context';
import {
  FLAG_LABELS,
  FLAGS_OF,
  detailsHref,
  orientationLabel,
  type UnitFlag,
  type UnitKind,
  type UnitRow,
} from '../units.types';

interface CellProps {
  row: { original: UnitRow };
}

const dash = <span className="unit-muted">—</span>;

function IdentifierCell({ row }: CellProps) {
  return (
    <Link className="unit-link" href={detailsHref(row.original)}>
      {row.original.identifier}
    </Link>
  );
}

function AvailableCell({ row }: CellProps) {
  const available = row.original.available;
  return (
    <span className="unit-badge" data-available={available || undefined}>
      {available ? 'Disponible' : 'No disponible'}
    </span>
  );
}

function flagCell(flag: UnitFlag) {
  function FlagCell({ row }: CellProps) {
    const { pending, locked, onFlagChange } = useUnitActions();
    const unit = row.original;
    return (
      <FlagSwitch
        label={`${FLAG_LABELS[flag]}: ${unit.identifier}`}
        checked={unit[flag]}
        busy={locked || pending.has(pendingKey(unit.id, flag))}
        onChange={(next) => onFlagChange(unit, flag, next)}
      />
    );
  }
  return FlagCell;
}

const text = (value: string | number | null) => (value === null || value === '' ? dash : value);

const identifier: ColumnDef<UnitRow, unknown> = {
  id: 'identifier',
  meta: { sortKey: 'identifier' },
  header: 'Identificador',
  cell: IdentifierCell,
};
const model: ColumnDef<UnitRow, unknown> = {
  id: 'model',
  meta: { sortKey: 'model' },
  header: 'Modelo',
  cell: ({ row }) => text(row.original.model),
};
const tower: ColumnDef<UnitRow, unknown> = {
  id: 'tower',
  meta: { sortKey: 'tower' },
  header: 'Torre',
  cell: ({ row }) => text(row.original.tower),
};
const floor: ColumnDef<UnitRow, unknown> = {
  id: 'floor',
  meta: { sortKey: 'floor' },
  header: 'Piso',
  cell: ({ row }) => text(row.original.floor),
};
const orientation: ColumnDef<UnitRow, unknown> = {
  id: 'orientation',
  meta: { sortKey: 'orientation' },
  header: 'Orientación',
  cell: ({ row }) => text(orientationLabel(row.original.orientation)),
};
const bedrooms: ColumnDef<UnitRow, unknown> = {
  id: 'bedrooms',
  meta: { sortKey: 'bedrooms' },
  header: 'Dorm.',
  cell: ({ row }) => text(row.original.bedrooms),
};
const bathrooms: ColumnDef<UnitRow, unknown> = {
  id: 'bathrooms',
  meta: { sortKey: 'bathrooms' },
  header: 'Baños',
  cell: ({ row }) => text(row.original.bathrooms && formatNumber(row.original.bathrooms, 1)),
};
const area: ColumnDef<UnitRow, unknown> = {
  id: 'area',
  meta: { sortKey: 'total_area' },
  header: 'Superficie',
  cell: ({ row }) =>
    row.original.total_area === null ? dash : formatArea(row.original.total_area),
};
const price: ColumnDef<UnitRow, unknown> = {
  id: 'price',
  meta: { sortKey: 'price' },
  header: 'Precio',
  cell: ({ row }) => formatUF(row.original.price),
};
const available: ColumnDef<UnitRow, unknown> = {
  id: 'available',
  meta: { sortKey: 'available' },
  header: 'Estado',
  cell: AvailableCell,
};

const flagColumns = (kind: UnitKind): ColumnDef<UnitRow, unknown>[] =>
  FLAGS_OF[kind].map((flag) => ({ id: flag, header: FLAG_LABELS[flag], cell: flagCell(flag) }));

const homes = [identifier, model, tower, floor, orientation, bedrooms, bathrooms, area, price];
const complements = [identifier, tower, floor, area, price];

/** Built once per kind at module load: stable identities for TanStack and React. */
export const UNIT_COLUMNS: Record<UnitKind, ColumnDef<UnitRow, unknown>[]> = {
  property: [...homes, available, ...flagColumns('property')],
  warehouse: [...complements, available, ...flagColumns('warehouse')],
  parkinglot: [...complements, available, ...flagColumns('parkinglot')],
};
