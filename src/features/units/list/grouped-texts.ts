// What the grouped actions say in Spanish: the question before a large change, the toast after it
// and after its undo. «Se ocultaron 3 propiedades»: the impersonal form agrees in number only, so
// homes, warehouses and parking lots read alike.
import { formatNumber } from '../../../lib/format';
import { FLAG_LABELS, tabOf, type UnitKind } from '../units.types';
import type { GroupedAction } from './grouped-toolbar';

export function unitsNoun(kind: UnitKind, count: number): string {
  const label = tabOf(kind);
  return count === 1 ? `1 ${label.noun}` : `${formatNumber(count)} ${label.label.toLowerCase()}`;
}

/** «reservables», «no promesable»: what a sale flag makes of the units (the same in both genders). */
function saleMark(action: GroupedAction, count: number): string | null {
  if (action.field !== 'bookeable' && action.field !== 'promisable') return null;
  const word = action.field === 'bookeable' ? 'reservable' : 'promesable';
  return `${action.flag ? '' : 'no '}${word}${count === 1 ? '' : 's'}`;
}

/** «¿Ocultar 120 propiedades del sitio público?» */
export function confirmTitle(kind: UnitKind, count: number, action: GroupedAction): string {
  const units = unitsNoun(kind, count);
  const sale = saleMark(action, count);
  if (sale) return `¿Marcar ${units} como ${sale}?`;
  if (action.field === 'visible')
    return action.flag
      ? `¿Mostrar ${units} en el sitio público?`
      : `¿Ocultar ${units} del sitio público?`;
  const mark = action.field === 'vulnerable' ? 'vulnerable' : 'sector medio';
  if (!action.flag) return `¿Quitar la marca de ${mark} a ${units}?`;
  const as = action.field === 'vulnerable' ? (count === 1 ? 'vulnerable' : 'vulnerables') : mark;
  return `¿Marcar ${units} como ${as}?`;
}

export function confirmDescription(count: number, action: GroupedAction): string {
  const each =
    count === 1
      ? 'la unidad seleccionada'
      : `cada una de las ${formatNumber(count)} unidades seleccionadas`;
  return `Cambia «${FLAG_LABELS[action.field]}» en ${each}. Queda registrado en la auditoría de cada unidad y podrás deshacerlo desde el aviso que aparece después.`;
}

/** «Se ocultaron 2 propiedades del sitio público.» */
export function doneTitle(kind: UnitKind, count: number, action: GroupedAction): string {
  const units = unitsNoun(kind, count);
  const one = count === 1;
  const sale = saleMark(action, count);
  if (sale) return `${one ? 'Se marcó' : 'Se marcaron'} ${units} como ${sale}.`;
  if (action.field === 'visible')
    return action.flag
      ? `${one ? 'Se mostró' : 'Se mostraron'} ${units} en el sitio público.`
      : `${one ? 'Se ocultó' : 'Se ocultaron'} ${units} del sitio público.`;
  const mark = action.field === 'vulnerable' ? 'vulnerable' : 'sector medio';
  if (!action.flag) return `Se quitó la marca de ${mark} a ${units}.`;
  const as = action.field === 'vulnerable' ? (one ? 'vulnerable' : 'vulnerables') : mark;
  return `${one ? 'Se marcó' : 'Se marcaron'} ${units} como ${as}.`;
}

/** When every selected unit already held the value. */
export function unchangedTitle(kind: UnitKind, count: number): string {
  return count === 1
    ? `Sin cambios: ${unitsNoun(kind, 1)} ya tenía ese valor.`
    : `Sin cambios: las ${unitsNoun(kind, count)} ya tenían ese valor.`;
}

/** «Cambio deshecho: 2 propiedades volvieron a su valor anterior.» */
export function undoneTitle(kind: UnitKind, count: number): string {
  return `Cambio deshecho: ${unitsNoun(kind, count)} ${count === 1 ? 'volvió' : 'volvieron'} a su valor anterior.`;
}
