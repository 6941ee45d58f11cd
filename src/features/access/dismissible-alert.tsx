import { Alert, CloseButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A refusal from the server that the user must read (a toast would vanish in 3 s). */
export function DismissibleAlert({
  children,
  onDismiss,
}: {
  children: ReactNode;
  onDismiss(): void;
}) {
  return (
    <Alert.Root status="error" role="alert" mb="4" alignItems="center">
      <Alert.Indicator />
      <Alert.Description flex="1">{children}</Alert.Description>
      <CloseButton size="sm" aria-label="Cerrar aviso" onClick={onDismiss} />
    </Alert.Root>
  );
}
