// What the availability grid says in Spanish: a cell's accessible name and the counts.
import { formatNumber, formatUF } from '../../../lib/format';
import { STATE_STYLES, type GridHome } from './grid-layout';

/**
 * «A101, disponible, UF 2.350,50, oculta del sitio, no reservable» for screen readers and the
 * tooltip: the flags are named only when they are off.
 */
export function cellLabel(home: GridHome): string {
  const parts = [
    home.identifier,
    STATE_STYLES[home.state].label.toLowerCase(),
    formatUF(home.price),
  ];
  if (!home.visible && home.state !== 'oculta') parts.push('oculta del sitio');
  if (!home.bookeable) parts.push('no reservable');
  if (!home.promisable) parts.push('no promesable');
  return parts.join(', ');
}

export function homesText(count: number): string {
  return count === 1 ? '1 vivienda' : `${formatNumber(count)} viviendas`;
}

export function towerLabel(tower: string): string {
  return tower === '' ? 'Sin torre' : `Torre ${tower}`;
}
