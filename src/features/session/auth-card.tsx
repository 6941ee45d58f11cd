// Pieces the session pages share: the heading block of the public pages (login, forgot and reset
// password; the app's full layout draws the card around them).
import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';

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
