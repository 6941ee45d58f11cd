import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';

export interface ErrorViewProps {
  code: '401' | '403' | '404';
  icon: LucideIcon;
  title: string;
  message: string;
  action: { label: string; href: string };
}

/** Body of the error pages (rendered inside the full layout's card). */
export function ErrorView({ code, icon: Glyph, title, message, action }: ErrorViewProps) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="2">
      <Center
        position="relative"
        boxSize="28"
        borderRadius="full"
        bg="primary.subtle"
        color="primary.fg"
      >
        <Center boxSize="20" borderRadius="full" bg="primary.muted">
          <Glyph size={40} strokeWidth={1.6} aria-hidden />
        </Center>
      </Center>
      <Text fontSize="5xl" fontWeight="black" lineHeight="1" color="primary.fg" aria-hidden>
        {code}
      </Text>
      <Heading as="h1" size="xl" color="fg.heading">
        {title}
      </Heading>
      <Text color="fg.muted">{message}</Text>
      <Button asChild size="lg" mt="2">
        <Link href={action.href}>{action.label}</Link>
      </Button>
    </Stack>
  );
}
