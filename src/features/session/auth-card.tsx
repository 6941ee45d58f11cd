// Pieces the session pages share: the centred card of the public pages (login, forgot and reset
// password) and the alert that carries a form's overall outcome.
import type { ReactNode } from 'react';
import { Alert, Card, Center, Heading, Text } from '@chakra-ui/react';

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
    <Center minH="100dvh" px="4" py="10" bg="bg.subtle">
      <Card.Root width="full" maxW="md" boxShadow="md">
        <Card.Header gap="1">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Center>
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
