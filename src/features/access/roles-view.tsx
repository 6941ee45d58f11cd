// /roles without data fetching: the table of roles with what each one grants, and the actions.
import { useMemo, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Box, Button, HStack, Text, Wrap } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { DataTable } from '../../components/data-table/data-table';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { formatDate } from '../../lib/format';
import type { RoleRow } from './access.types';
import { SYSTEM_ROLE_REASON, isSystemRole } from './access-rules';
import { RowActions } from './row-actions';

const SHOWN_PERMISSIONS = 4;

export interface RolesViewProps {
  roles: RoleRow[];
  loading: boolean;
  error: string | null;
  /** A message above the table (a refused deletion). */
  notice?: ReactNode;
  /** Every permission there is, to say "todos" when a role holds them all. */
  permissionCount: number;
  onRetry?(): void;
  onCreate(): void;
  onEdit(role: RoleRow): void;
  onDelete(role: RoleRow): void;
}

function PermissionBadges({ role, total }: { role: RoleRow; total: number }) {
  const names = role.permissions.map((permission) => permission.name).sort();
  if (names.length === 0) return <Text color="fg.muted">Sin permisos</Text>;
  const all = total > 0 && names.length >= total;
  return (
    <HStack gap="2" align="flex-start">
      <Badge colorPalette={all ? 'primary' : 'secondary'} variant="solid" flexShrink={0}>
        {all ? `Todos (${names.length})` : names.length}
      </Badge>
      {all ? null : (
        <Wrap gap="1" title={names.join(', ')}>
          {names.slice(0, SHOWN_PERMISSIONS).map((name) => (
            <Badge
              key={name}
              variant="subtle"
              colorPalette="gray"
              fontFamily="mono"
              textTransform="none"
            >
              {name}
            </Badge>
          ))}
          {names.length > SHOWN_PERMISSIONS ? (
            <Badge variant="outline">+{names.length - SHOWN_PERMISSIONS} más</Badge>
          ) : null}
        </Wrap>
      )}
    </HStack>
  );
}

export function RolesView(props: RolesViewProps) {
  const { roles, loading, error, permissionCount, onRetry, onCreate, onEdit, onDelete } = props;
  const columns = useMemo<ColumnDef<RoleRow, unknown>[]>(
    () => [
      {
        id: 'name',
        header: 'Nombre',
        cell: ({ row }) => (
          <HStack gap="2">
            <Text fontWeight="medium">{row.original.name}</Text>
            {isSystemRole(row.original.name) ? (
              <Badge size="sm" variant="outline" colorPalette="gray">
                Sistema
              </Badge>
            ) : null}
          </HStack>
        ),
      },
      {
        id: 'permissions',
        header: 'Permisos',
        cell: ({ row }) => <PermissionBadges role={row.original} total={permissionCount} />,
      },
      {
        id: 'created_at',
        header: 'Creado',
        cell: ({ row }) => (row.original.created_at ? formatDate(row.original.created_at) : '—'),
      },
      {
        id: 'actions',
        header: () => <Box textAlign="end">Acciones</Box>,
        cell: ({ row }) => {
          const role = row.original;
          const system = isSystemRole(role.name);
          return (
            <RowActions
              subject={role.name}
              auditsHref={`/roles/${role.id}/audits`}
              editLabel={system ? 'Permisos' : 'Editar'}
              deleteReason={system ? SYSTEM_ROLE_REASON : null}
              onEdit={() => onEdit(role)}
              onDelete={() => onDelete(role)}
            />
          );
        },
      },
    ],
    [permissionCount, onEdit, onDelete],
  );

  return (
    <Box>
      <PageHeader
        title="Roles"
        description="Qué puede ver cada tipo de usuario. Los siete roles del sistema no se pueden renombrar ni eliminar, pero sí cambiar sus permisos."
        actions={
          <Button
            colorPalette="primary"
            onClick={onCreate}
            disabled={Boolean(error) && roles.length === 0}
          >
            <Plus aria-hidden />
            Crear rol
          </Button>
        }
      />
      {props.notice}
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      <DataTable
        caption="Roles"
        columns={columns}
        data={roles}
        loading={loading}
        emptyText={error ? 'No hay datos que mostrar.' : 'Aún no hay roles.'}
        getRowId={(role) => role.id}
      />
    </Box>
  );
}
