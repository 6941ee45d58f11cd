// The /properties table shows homes, warehouses and parking lots; each tab's rows become one
// UnitRow so a single set of columns, switches and grouped actions serves the three lists.
import type {
  ParkingLotRowFragment,
  PropertyRowFragment,
  WarehouseRowFragment,
} from '../../../graphql/generated/client/graphql';

/** The contract's `propertie_type` values. */
export type UnitKind = 'property' | 'warehouse' | 'parkinglot';

export const UNIT_TABS: readonly UnitTab[] = [
  { kind: 'property', label: 'Propiedades', noun: 'propiedad' },
  { kind: 'warehouse', label: 'Bodegas', noun: 'bodega' },
  { kind: 'parkinglot', label: 'Estacionamientos', noun: 'estacionamiento' },
];

export interface UnitTab {
  kind: UnitKind;
  label: string;
  noun: string;
}

export function tabOf(kind: UnitKind): UnitTab {
  return UNIT_TABS.find((t) => t.kind === kind) ?? { kind, label: 'Unidades', noun: 'unidad' };
}

export function isUnitKind(value: string | undefined): value is UnitKind {
  return value === 'property' || value === 'warehouse' || value === 'parkinglot';
}

/** Flags a switch toggles; vulnerable and sector medio exist on homes only. */
export type UnitFlag = 'visible' | 'bookeable' | 'promisable' | 'vulnerable' | 'sectores_medios';

export const FLAG_LABELS: Record<UnitFlag, string> = {
  visible: 'Visible',
  bookeable: 'Reservable',
  promisable: 'Promesable',
  vulnerable: 'Vulnerable',
  sectores_medios: 'Sector medio',
};

export const FLAGS_OF: Record<UnitKind, readonly UnitFlag[]> = {
  property: ['visible', 'bookeable', 'promisable', 'vulnerable', 'sectores_medios'],
  warehouse: ['visible', 'bookeable', 'promisable'],
  parkinglot: ['visible', 'bookeable', 'promisable'],
};

export interface UnitRow {
  id: string;
  kind: UnitKind;
  identifier: string;
  model: string | null;
  tower: string | null;
  floor: number | null;
  orientation: string | null;
  bedrooms: number | null;
  bathrooms: string | null;
  total_area: number | null;
  price: number;
  available: boolean;
  visible: boolean;
  bookeable: boolean;
  promisable: boolean;
  vulnerable: boolean;
  sectores_medios: boolean;
}

export interface UnitPage {
  data: UnitRow[];
  total: number;
  per_page: number;
  current_page: number;
  from: number | null;
  to: number | null;
  last_page: number;
}

type AnyUnit = PropertyRowFragment | WarehouseRowFragment | ParkingLotRowFragment;

export function toUnitRow(kind: UnitKind, row: AnyUnit): UnitRow {
  const home = 'model' in row ? row : null;
  return {
    id: row.id,
    kind,
    identifier: row.identifier,
    model: home?.model ?? null,
    tower: row.tower,
    floor: row.floor,
    orientation: home?.orientation ?? null,
    bedrooms: home?.bedrooms ?? null,
    bathrooms: home?.bathrooms ?? null,
    total_area: row.total_area,
    price: row.price,
    available: row.available,
    visible: row.visible,
    bookeable: row.bookeable,
    promisable: row.promisable,
    vulnerable: home?.vulnerable ?? false,
    sectores_medios: home?.sectores_medios ?? false,
  };
}

/** Where a row's identifier links to. */
export function detailsHref(row: Pick<UnitRow, 'id' | 'kind'>): string {
  if (row.kind === 'warehouse') return `/warehouses/${row.id}/details`;
  if (row.kind === 'parkinglot') return `/parkinglots/${row.id}/details`;
  return `/properties/${row.id}/details`;
}

export const ORIENTATIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'N', label: 'Norte' },
  { value: 'S', label: 'Sur' },
  { value: 'O', label: 'Oriente' },
  { value: 'P', label: 'Poniente' },
  { value: 'NO', label: 'Nororiente' },
  { value: 'NP', label: 'Norponiente' },
  { value: 'SO', label: 'Suroriente' },
  { value: 'SP', label: 'Surponiente' },
];

export function orientationLabel(value: string | null): string {
  return ORIENTATIONS.find((o) => o.value === value)?.label ?? value ?? '';
}
