import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useInertOutside } from '../../components/inert-outside';

export interface EditorDialogProps {
  open: boolean;
  title: string;
  /** While saving the dialog stays open (Esc and outside clicks are ignored). */
  busy?: boolean;
  size?: 'md' | 'lg' | 'xl';
  onClose(): void;
  children: ReactNode;
}

/** A create or edit form in a modal: the list stays behind it, so the user keeps their place. */
export function EditorDialog({
  open,
  title,
  busy = false,
  size = 'md',
  onClose,
  children,
}: EditorDialogProps) {
  const inertOutside = useInertOutside(open);
  return (
    <Dialog.Root
      open={open}
      size={size}
      scrollBehavior="inside"
      placement="center"
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={inertOutside}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
