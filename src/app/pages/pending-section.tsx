import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Construction } from 'lucide-react';
import { Link } from 'wouter';

/**
 * A screen of the spec that the person may open but whose page is not built yet. It says so
 * plainly instead of showing a 404 or fake data, and keeps the URL (a PreapprovalUser lands on
 * /preapprovals as the spec says even before that list exists).
 */
export function PendingSection({ title }: { title: string }) {
  return (
    <Card.Root maxW="xl" mx="auto" mt="8">
      <Card.Body>
        <Stack align="center" textAlign="center" gap="4" py="4">
          <Construction size={48} strokeWidth={1.5} aria-hidden />
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted">
            Esta sección aún no está disponible en esta versión del back office. Llegará en una
            próxima actualización.
          </Text>
          <Button asChild variant="outline">
            <Link href="/profile">Ir a mi perfil</Link>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
