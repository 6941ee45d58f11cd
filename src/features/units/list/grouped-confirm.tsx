// The question before a grouped change of many units (issue 33): how many units, which flag, and
// that the change can be undone. Cancelar changes nothing.
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { groupedLabel, type GroupedAction } from './grouped-toolbar';
import { confirmDescription, confirmTitle } from './grouped-texts';
import type { UnitKind } from '../units.types';

export interface GroupedQuestion {
  kind: UnitKind;
  count: number;
  action: GroupedAction;
}

export interface GroupedConfirmProps {
  /** The change being asked about; null when nothing is. */
  question: GroupedQuestion | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function GroupedConfirm({ question, busy, onConfirm, onCancel }: GroupedConfirmProps) {
  const hiding = question?.action.field === 'visible' && !question.action.flag;
  return (
    <ConfirmDialog
      open={question !== null}
      title={question ? confirmTitle(question.kind, question.count, question.action) : ''}
      description={question ? confirmDescription(question.count, question.action) : undefined}
      confirmLabel={question ? groupedLabel(question.action) : 'Confirmar'}
      tone={hiding ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
