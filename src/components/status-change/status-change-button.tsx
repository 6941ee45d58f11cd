// «Cambiar estado» beside a record's status: opens the change dialog. On a final status it stays
// in the tab order but does nothing, and says why in a tooltip and to screen readers (a disabled
// button could not be focused, so a keyboard user would never learn the reason).
import { useId, useState } from 'react';
import { Button, Portal, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { ArrowRightLeft } from 'lucide-react';
import { isFinal, type StatusTable } from '../../shared/sales-status';
import { FINAL_STATUS_TEXT, StatusChangeDialog } from './status-change-dialog';

export interface StatusChangeButtonProps<S extends string> {
  table: StatusTable<S>;
  current: string;
  recordLabel: string;
  onConfirm(status: S): Promise<void>;
  /** While the record is not loaded yet, or the viewer may not change it. */
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

export function StatusChangeButton<S extends string>(props: StatusChangeButtonProps<S>) {
  const { table, current, recordLabel, onConfirm, disabled = false, size = 'sm' } = props;
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const final = isFinal(table, current);

  if (final) {
    return (
      <>
        <Tooltip.Root openDelay={150} positioning={{ placement: 'top' }}>
          <Tooltip.Trigger asChild>
            <Button
              size={size}
              variant="outline"
              aria-disabled="true"
              aria-describedby={reasonId}
              onClick={(event) => event.preventDefault()}
            >
              <ArrowRightLeft aria-hidden />
              Cambiar estado
            </Button>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content>{FINAL_STATUS_TEXT}</Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
        <VisuallyHidden id={reasonId}>{FINAL_STATUS_TEXT}</VisuallyHidden>
      </>
    );
  }
  return (
    <>
      <Button size={size} variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        <ArrowRightLeft aria-hidden />
        Cambiar estado
      </Button>
      <StatusChangeDialog
        table={table}
        current={current}
        recordLabel={recordLabel}
        open={open}
        onOpenChange={setOpen}
        onConfirm={onConfirm}
      />
    </>
  );
}
