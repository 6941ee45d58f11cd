// /permissions without data fetching: every permission, the menu entry it opens, the roles that
// grant it, and the actions. The list is short (tens), so the filter runs here.
import { useMemo, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Box, Button, HStack, Text, Wrap } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { DataTable } from '../../components/data-table/data-table';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input/search-input';
import { formatDate } from '../../lib/format';
import type { PermissionRow } from './access.types';
import { MENU_LABELS, SYSTEM_PERMISSION_REASON, isSystemPermission } from './access-rules';
import { RowActions } from './row-actions';

export interface PermissionsViewProps {
  permissions: PermissionRow[];
  /** Permission name → names of the roles that grant it. */
  rolesByPermission: ReadonlyMap<string, readonly string[]>;
  loading: boolean;
  error: string | null;
  /** A message above the table (a refused deletion). */
  notice?: ReactNode;
  query: string;
  onQueryChange(query: string): void;
  onRetry?(): void;
  onCreate(): void;
  onRename(permission: PermissionRow): void;
  onDelete(permission: PermissionRow): void;
}

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function PermissionsView(props: PermissionsViewProps) {
  const { permissions, rolesByPermission, loading, error, query } = props;
  const { onQueryChange, onRetry, onCreate, onRename, onDelete } = props;
  const shown = useMemo(() => {
    const needle = normalize(query.trim());
    if (!needle) return permissions;
    return permissions.filter((permission) =>
      normalize(`${permission.name} ${MENU_LABELS.get(permission.name) ?? ''}`).includes(needle),
    );
  }, [permissions, query]);

  const columns = useMemo<ColumnDef<PermissionRow, unknown>[]>(
    () => [
      {
        id: 'name',
        header: 'Nombre',
        cell: ({ row }) => (
          <HStack gap="2">
            <Text fontFamily="mono" fontWeight="medium">
              {row.original.name}
            </Text>
            {isSystemPermission(row.original.name) ? (
              <Badge size="sm" variant="outline" colorPalette="gray">
                Sistema
              </Badge>
            ) : null}
          </HStack>
        ),
      },
      {
        id: 'menu',
        header: 'Muestra en el menú',
        cell: ({ row }) => MENU_LABELS.get(row.original.name) ?? <Text color="fg.muted">—</Text>,
      },
      {
        id: 'roles',
        header: 'Roles que lo otorgan',
        cell: ({ row }) => {
          const roles = rolesByPermission.get(row.original.name) ?? [];
          if (roles.length === 0) return <Text color="fg.muted">Ninguno</Text>;
          return (
            <Wrap gap="1">
              {roles.map((role) => (
                <Badge key={role} variant="subtle" colorPalette="secondary">
                  {role}
                </Badge>
              ))}
            </Wrap>
          );
        },
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
          const permission = row.original;
          const reason = isSystemPermission(permission.name) ? SYSTEM_PERMISSION_REASON : null;
          return (
            <RowActions
              subject={permission.name}
              auditsHref={`/permissions/${permission.id}/audits`}
              editLabel="Renombrar"
              editReason={reason}
              deleteReason={reason}
              onEdit={() => onRename(permission)}
              onDelete={() => onDelete(permission)}
            />
          );
        },
      },
    ],
    [rolesByPermission, onRename, onDelete],
  );

  return (
    <Box>
      <PageHeader
        title="Permisos"
        description="Los permisos se asignan a roles y a usuarios. Los que usa el menú son del sistema: no se pueden renombrar ni eliminar."
        actions={
          <Button colorPalette="primary" onClick={onCreate}>
            <Plus aria-hidden />
            Crear permiso
          </Button>
        }
      />
      {props.notice}
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      <Box mb="4">
        <SearchInput
          label="Buscar permisos"
          placeholder="Buscar por nombre o sección del menú"
          value={query}
          onChange={onQueryChange}
        />
      </Box>
      <DataTable
        caption="Permisos"
        columns={columns}
        data={shown}
        loading={loading}
        emptyText={
          query && permissions.length > 0
            ? `Ningún permiso coincide con «${query}».`
            : error
              ? 'No hay datos que mostrar.'
              : 'Aún no hay permisos.'
        }
        getRowId={(permission) => permission.id}
      />
    </Box>
  );
}
