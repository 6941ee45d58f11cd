import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A failure not tied to one field (a refused rename, a lost connection). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
