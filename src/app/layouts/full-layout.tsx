import { Box, Card, Center, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Brand } from './brand';
import { MAIN_CONTENT_ID } from './main-content';

/** Public pages (login, password reset, errors): a centered card with the brand, no menu. */
export function FullLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Flex
      direction="column"
      minH="100dvh"
      bg="bg.canvas"
      // A soft brand wash keeps the blank layout from feeling empty without distracting.
      backgroundImage="radial-gradient(circle at 15% 10%, {colors.primary.subtle} 0, transparent 40%), radial-gradient(circle at 85% 90%, {colors.secondary.subtle} 0, transparent 45%)"
    >
      <Center
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        outline="none"
        flex="1"
        px="4"
        py={{ base: '8', md: '12' }}
      >
        <Card.Root w="full" maxW={wide ? '2xl' : 'md'} size="lg">
          <Card.Header alignItems="center" pb="2">
            <Brand />
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Center>
      <Box as="footer" textAlign="center" pb="6" px="4">
        <Text fontSize="xs" color="fg.muted">
          © 2026 Subsidio Habitacional · Back office
        </Text>
      </Box>
    </Flex>
  );
}
