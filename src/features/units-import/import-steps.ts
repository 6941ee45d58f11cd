// What the wizard shows for a machine snapshot: one step name for the body and footer, the title
// of the mode, and the sentence the live region announces when the step changes.
import type { SnapshotFrom } from 'xstate';
import type { XlsxImportMachine } from '../../../machines/units-import/units-import.machine';
import { formatNumber } from '../../lib/format';
import { errorsCountText } from './sheet-errors-list';

export type ImportSnapshot = SnapshotFrom<XlsxImportMachine>;

export type WizardStep =
  | 'closed'
  | 'pick'
  | 'chosen'
  | 'busy'
  | 'valid'
  | 'invalid'
  | 'saved'
  | 'failed'
  | 'applied'
  | 'rejected';

export function stepOf(snapshot: ImportSnapshot): WizardStep {
  if (snapshot.matches('closed')) return 'closed';
  if (snapshot.hasTag('busy')) return 'busy';
  if (snapshot.matches({ create: 'idle' }) || snapshot.matches({ update: 'idle' })) return 'pick';
  if (snapshot.matches({ create: 'fileChosen' }) || snapshot.matches({ update: 'fileChosen' }))
    return 'chosen';
  if (snapshot.matches({ create: { reviewing: 'valid' } })) return 'valid';
  if (snapshot.matches({ create: { reviewing: 'invalid' } })) return 'invalid';
  if (snapshot.matches({ create: 'saved' })) return 'saved';
  if (snapshot.matches({ update: { updated: 'applied' } })) return 'applied';
  if (snapshot.matches({ update: { updated: 'rejected' } })) return 'rejected';
  return 'failed';
}

export const isUpdate = (snapshot: ImportSnapshot) => snapshot.matches('update');

export function titleOf(snapshot: ImportSnapshot): string {
  return isUpdate(snapshot) ? 'Actualizar unidades desde Excel' : 'Importar unidades desde Excel';
}

export function unitsText(count: number): string {
  return count === 1 ? '1 unidad' : `${formatNumber(count)} unidades`;
}

/** What a busy step is doing, with the file's name. */
export function busyText(snapshot: ImportSnapshot): string {
  const name = snapshot.context.fileName ?? 'la planilla';
  if (snapshot.matches({ create: 'saving' }))
    return `Guardando ${unitsText(snapshot.context.rowCount)} en el proyecto…`;
  if (snapshot.matches({ update: 'updating' })) return `Actualizando unidades con «${name}»…`;
  return `Revisando «${name}»…`;
}

/** The sentence announced (aria-live) when the step changes. */
export function statusText(snapshot: ImportSnapshot): string {
  const { context } = snapshot;
  switch (stepOf(snapshot)) {
    case 'closed':
      return '';
    case 'pick':
      return context.rejection ?? 'Elige la planilla de unidades.';
    case 'chosen':
      return `Archivo elegido: ${context.fileName ?? ''}.`;
    case 'busy':
      return busyText(snapshot);
    case 'valid':
      return `La planilla no tiene errores: ${unitsText(context.rowCount)} listas para guardar.`;
    case 'invalid':
    case 'rejected':
      // The server's summary counts every error; it lists only the first thousand.
      return (
        (isUpdate(snapshot) ? context.update : context.check)?.info ??
        `La planilla tiene ${errorsCountText(context.errorCount)}. No se guardó nada.`
      );
    case 'saved':
      return `Se guardaron ${unitsText(context.savedCount)}.`;
    case 'applied':
      return context.update?.info ?? 'Unidades actualizadas.';
    case 'failed':
      return context.failure ?? 'No pudimos completar la operación.';
  }
}
