// The alert that carries a form's overall outcome: a failure not tied to one field (a refused
// save, a lost connection) or a success that replaces the form.
import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

export interface FormAlertProps {
  status?: 'error' | 'success' | 'warning' | 'info';
  title?: string;
  children: ReactNode;
}

/** role="alert" so the message is announced as soon as it appears. */
export function FormAlert({ status = 'error', title, children }: FormAlertProps) {
  return (
    <Alert.Root status={status} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
