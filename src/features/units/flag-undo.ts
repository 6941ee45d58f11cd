// A switch that changes what the public site shows (visible, reservable, promesable) says what it
// did and offers «Deshacer» (issue 33); the undo goes through the switch's own mutation, so it is
// audited like every change. Shared by the units list and the complements' details.
import { showActionToast } from '../../components/toaster';
import { FLAG_LABELS, type UnitFlag } from './units.types';

/** The flags the public site reads. */
export const PUBLIC_FLAGS: readonly UnitFlag[] = ['visible', 'bookeable', 'promisable'];

/** «Unidad A101 ocultada del sitio público.» */
export function flagChangedTitle(flag: UnitFlag, next: boolean, identifier: string): string {
  const unit = `Unidad ${identifier}`;
  if (flag === 'visible')
    return next ? `${unit} visible en el sitio público.` : `${unit} ocultada del sitio público.`;
  const verb = flag === 'bookeable' ? 'reservar' : flag === 'promisable' ? 'promesar' : null;
  if (verb) return next ? `${unit} ahora se puede ${verb}.` : `${unit} ya no se puede ${verb}.`;
  return `«${FLAG_LABELS[flag]}» de ${identifier}: ${next ? 'Sí' : 'No'}.`;
}

/** «Se deshizo el cambio de «Visible» en A101.» */
export function flagUndoneTitle(flag: UnitFlag, identifier: string): string {
  return `Se deshizo el cambio de «${FLAG_LABELS[flag]}» en ${identifier}.`;
}

/** After a public flag changed: the toast with «Deshacer»; other flags say nothing. */
export function offerFlagUndo(
  flag: UnitFlag,
  next: boolean,
  identifier: string,
  onUndo: () => void,
): void {
  if (!PUBLIC_FLAGS.includes(flag)) return;
  showActionToast({
    title: flagChangedTitle(flag, next, identifier),
    action: { label: 'Deshacer', onClick: onUndo },
  });
}
