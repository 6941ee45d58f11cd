// Pieces the session pages share: the heading block of the public pages (login, forgot and reset
// password; the app's full layout draws the card around them) and the alert that carries a form's
// overall outcome.
import type { ReactNode } from 'react';
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';

export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="6">
      <Stack gap="1" textAlign="center">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}

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
