import {
  Box,
  Card,
  Center,
  Heading,
  HStack,
  LinkOverlay,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { ChevronRight, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { MenuEntry, RoleName } from '../../shared/access';
import { MenuIcon } from '../menu-icon';
import { roleLabel } from '../shell-types';
import type { ShellProfile } from '../shell-types';

export interface HomeViewProps {
  profile: ShellProfile;
  role: RoleName | null;
  /** The sections of the user's menu (leaves with their group's label), each shown as a card. */
  sections: ReadonlyArray<{ entry: MenuEntry; group: string | null }>;
}

/**
 * '/home' landing: greeting and shortcuts to the user's sections. The dashboard charts arrive
 * with their own issue; until then this page shows only what is real.
 */
export function HomeView({ profile, role, sections }: HomeViewProps) {
  return (
    <Box>
      <Box mb="8">
        <Heading as="h1" size="2xl" color="fg.heading">
          ¡Hola, {profile.name}!
        </Heading>
        <Text mt="1" color="fg.muted">
          Ingresaste como{' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {roleLabel(role)}
          </Text>
          .
        </Text>
      </Box>
      <Heading as="h2" size="md" mb="4" color="fg.heading">
        Tus secciones
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
        {sections.map(({ entry, group }) => (
          <SectionCard
            key={entry.key}
            label={entry.label}
            href={entry.path}
            description={group ?? undefined}
            icon={<MenuIcon name={entry.icon} size={22} />}
          />
        ))}
        <SectionCard
          label="Mi perfil"
          href="/profile"
          icon={<UserRound size={22} aria-hidden />}
          description="Tus datos y contraseña"
        />
      </SimpleGrid>
    </Box>
  );
}

function SectionCard(props: {
  label: string;
  href: string;
  icon: ReactNode;
  description?: string;
}) {
  return (
    <Box as="li">
      <Card.Root
        position="relative"
        h="full"
        transition="transform 0.15s, box-shadow 0.15s"
        _hover={{ transform: 'translateY(-2px)' }}
        _focusWithin={{
          outline: '2px solid',
          outlineColor: 'primary.focusRing',
          outlineOffset: '2px',
        }}
      >
        <Card.Body>
          <HStack gap="3">
            <Center
              boxSize="11"
              borderRadius="lg"
              bg="primary.subtle"
              color="primary.fg"
              flexShrink={0}
            >
              {props.icon}
            </Center>
            <Box flex="1" minW="0">
              <LinkOverlay asChild>
                <Link href={props.href}>
                  <Text fontWeight="semibold" lineClamp={2}>
                    {props.label}
                  </Text>
                </Link>
              </LinkOverlay>
              {props.description ? (
                <Text fontSize="sm" color="fg.muted" truncate>
                  {props.description}
                </Text>
              ) : null}
            </Box>
            <Box color="fg.muted">
              <ChevronRight size={18} aria-hidden />
            </Box>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
