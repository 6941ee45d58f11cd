// The availability grid's shape (issue 34): floors as rows, highest first, homes in natural order
// within a floor; the reading order (row by row) is the order a range selection follows. Pure, so
// the view, the PNG and the tests share it.
import type { GridUnitState, UnitsGridQuery } from '../../../../graphql/generated/client/graphql';

export type GridHome = UnitsGridQuery['unitsGrid']['homes'][number];

export interface GridFloor {
  /** Null for the homes without a floor. */
  floor: number | null;
  label: string;
  homes: GridHome[];
}

export interface StateStyle {
  label: string;
  /** Fill, border and text, the same on screen, on paper and in the PNG. */
  fill: string;
  border: string;
  text: string;
}

export const GRID_STATES: readonly GridUnitState[] = [
  'disponible',
  'reservada',
  'promesada',
  'vendida',
  'oculta',
];

export const STATE_STYLES: Record<GridUnitState, StateStyle> = {
  disponible: { label: 'Disponible', fill: '#d3f4df', border: '#2f855a', text: '#1c4532' },
  reservada: { label: 'Reservada', fill: '#feebc8', border: '#c05621', text: '#652b19' },
  promesada: { label: 'Promesada', fill: '#bee3f8', border: '#2b6cb0', text: '#1a365d' },
  vendida: { label: 'Vendida', fill: '#4a5568', border: '#1a202c', text: '#ffffff' },
  oculta: { label: 'Oculta', fill: '#edf2f7', border: '#a0aec0', text: '#4a5568' },
};

export const floorLabel = (floor: number | null) => (floor === null ? 'Sin piso' : `Piso ${floor}`);

/** The homes as rows of floors, in the order the server sent them (highest floor first). */
export function floorsOf(homes: readonly GridHome[]): GridFloor[] {
  const floors: GridFloor[] = [];
  for (const home of homes) {
    const last = floors[floors.length - 1];
    if (last && last.floor === home.floor) last.homes.push(home);
    else floors.push({ floor: home.floor, label: floorLabel(home.floor), homes: [home] });
  }
  return floors;
}

/** How many homes are in each state. */
export function stateCounts(homes: readonly GridHome[]): Record<GridUnitState, number> {
  const counts: Record<GridUnitState, number> = {
    disponible: 0,
    reservada: 0,
    promesada: 0,
    vendida: 0,
    oculta: 0,
  };
  for (const home of homes) counts[home.state] += 1;
  return counts;
}

/** The ids from `from` to `to` in reading order, both included (either may come first). */
export function rangeBetween(order: readonly string[], from: string, to: string): string[] {
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  if (a < 0 || b < 0) return b < 0 ? [] : [to];
  return order.slice(Math.min(a, b), Math.max(a, b) + 1);
}

export interface CellPosition {
  row: number;
  col: number;
}

/** Where an arrow key goes from a cell: along the row, or to the nearest column of the next row. */
export function moveFrom(
  floors: readonly GridFloor[],
  at: CellPosition,
  key: string,
): CellPosition | null {
  const rowLength = (row: number) => floors[row]?.homes.length ?? 0;
  const clampCol = (row: number) => Math.min(at.col, rowLength(row) - 1);
  switch (key) {
    case 'ArrowLeft':
      return at.col > 0 ? { row: at.row, col: at.col - 1 } : null;
    case 'ArrowRight':
      return at.col < rowLength(at.row) - 1 ? { row: at.row, col: at.col + 1 } : null;
    case 'ArrowUp':
      return at.row > 0 ? { row: at.row - 1, col: clampCol(at.row - 1) } : null;
    case 'ArrowDown':
      return at.row < floors.length - 1 ? { row: at.row + 1, col: clampCol(at.row + 1) } : null;
    case 'Home':
      return { row: at.row, col: 0 };
    case 'End':
      return { row: at.row, col: rowLength(at.row) - 1 };
    default:
      return null;
  }
}

/** A home's state after its visibility changed here: only the sale-free states follow it. */
export function withVisibility(home: GridHome, visible: boolean): GridHome {
  const free = home.state === 'disponible' || home.state === 'oculta';
  return { ...home, visible, state: free ? (visible ? 'disponible' : 'oculta') : home.state };
}

/** The grid's flags a grouped change may carry (the homes-only marks are not drawn). */
export type GridFlagPatch = Partial<Record<'visible' | 'bookeable' | 'promisable', boolean>>;

/** A home after a grouped change made here: reservable and promesable leave its state alone. */
export function withFlags(home: GridHome, patch: GridFlagPatch): GridHome {
  const { visible, bookeable, promisable } = patch;
  const next = {
    ...home,
    bookeable: bookeable ?? home.bookeable,
    promisable: promisable ?? home.promisable,
  };
  return visible === undefined ? next : withVisibility(next, visible);
}
