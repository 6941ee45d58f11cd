import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A failure not tied to one field (a lost connection, a refused save). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
