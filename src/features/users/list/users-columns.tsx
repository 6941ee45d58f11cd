// The /users table's columns (spec §2, issue 3): name, email, role, agencies, the status switch
// and the row's actions. Nobody switches off or deletes themself.
import type { ColumnDef } from '@tanstack/react-table';
import { HStack, IconButton, Text } from '@chakra-ui/react';
import { History, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { UserRowFragment } from '../../../../graphql/generated/client/graphql';
import { roleNameLabel } from '../../../shared/access/role-labels';
import { UserStatusSwitch } from './user-status-switch';

export const fullNameOf = (user: Pick<UserRowFragment, 'name' | 'last_name'>) =>
  `${user.name} ${user.last_name}`.trim();

export interface UserColumnsOptions {
  viewerId: string | null;
  pendingStatusIds: readonly string[];
  onToggleStatus: (user: UserRowFragment, active: boolean) => void;
  onAskDelete: (user: UserRowFragment) => void;
}

export function userColumns(options: UserColumnsOptions): ColumnDef<UserRowFragment, unknown>[] {
  const { viewerId, pendingStatusIds, onToggleStatus, onAskDelete } = options;
  return [
    {
      id: 'name',
      meta: { sortKey: 'name' },
      header: 'Nombre',
      cell: ({ row }) => (
        <Text fontWeight="medium" minW="40">
          {fullNameOf(row.original)}
        </Text>
      ),
    },
    { id: 'email', meta: { sortKey: 'email' }, header: 'Correo', accessorKey: 'email' },
    {
      id: 'role',
      header: 'Rol',
      cell: ({ row }) => roleNameLabel(row.original.roles[0]?.name),
    },
    {
      id: 'agencies',
      header: 'Inmobiliaria',
      cell: ({ row }) =>
        row.original.realstateagencyuser.map((link) => link.name).join(', ') || '—',
    },
    {
      id: 'status',
      meta: { sortKey: 'status' },
      header: 'Estado',
      cell: ({ row }) => {
        const user = row.original;
        const self = user.id === viewerId;
        return (
          <UserStatusSwitch
            name={fullNameOf(user)}
            active={user.status}
            disabled={self || pendingStatusIds.includes(user.id)}
            hint={self ? 'No puedes cambiar el estado de tu propio usuario.' : undefined}
            onChange={(active) => onToggleStatus(user, active)}
          />
        );
      },
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: ({ row }) => {
        const user = row.original;
        const name = fullNameOf(user);
        return (
          <HStack gap="1">
            <IconButton asChild size="sm" variant="ghost" aria-label={`Editar a ${name}`}>
              <Link href={`/users/${user.id}/edit`}>
                <Pencil aria-hidden />
              </Link>
            </IconButton>
            <IconButton asChild size="sm" variant="ghost" aria-label={`Auditoría de ${name}`}>
              <Link href={`/users/${user.id}/audits`}>
                <History aria-hidden />
              </Link>
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Eliminar a ${name}`}
              disabled={user.id === viewerId}
              onClick={() => onAskDelete(user)}
            >
              <Trash2 aria-hidden />
            </IconButton>
          </HStack>
        );
      },
    },
  ];
}
