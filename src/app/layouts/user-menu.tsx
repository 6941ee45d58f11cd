import { Avatar, Box, Button, HStack, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { RoleName } from '../../shared/access';
import { fullName, roleLabel } from '../shell-types';
import type { ShellProfile } from '../shell-types';

export interface UserMenuProps {
  profile: ShellProfile;
  role: RoleName | null;
  onLogout: () => void;
}

export function UserMenu({ profile, role, onLogout }: UserMenuProps) {
  const name = fullName(profile);
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" colorPalette="gray" px="1.5" h="auto" py="1">
          {/* Named by its text, which holds what it shows (WCAG 2.5.3, label in name). */}
          <VisuallyHidden>Menú de</VisuallyHidden>
          <HStack gap="2.5">
            <Box textAlign="end" srOnly={{ base: true, md: false }} lineHeight="1.2" maxW="44">
              <Text fontSize="sm" fontWeight="semibold" truncate>
                {name}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {roleLabel(role)}
              </Text>
            </Box>
            <Avatar.Root size="sm" colorPalette="primary" variant="solid">
              <Avatar.Fallback name={name} />
            </Avatar.Root>
          </HStack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="3" py="2" borderBottomWidth="1px" mb="1">
              <Text fontWeight="semibold">{name}</Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {profile.email}
              </Text>
              <Text fontSize="xs" color="primary.fg" fontWeight="medium" mt="0.5">
                {roleLabel(role)}
              </Text>
            </Box>
            <Menu.Item value="profile" asChild>
              <Link href="/profile">
                <UserRound size={16} aria-hidden /> Mi perfil
              </Link>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item
              value="logout"
              color="fg.error"
              _hover={{ bg: 'bg.error', color: 'fg.error' }}
              onSelect={onLogout}
            >
              <LogOut size={16} aria-hidden /> Cerrar sesión
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
