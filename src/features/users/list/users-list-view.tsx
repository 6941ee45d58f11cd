// /users without the server (spec §2; issue 3 item 1): title and actions, the search, the table
// and the pages, plus the delete confirmation. The connected page (users-page.tsx) feeds it; the
// stories render every state of it.
import { useMemo } from 'react';
import { Alert, Box, Button, Flex } from '@chakra-ui/react';
import { Download, Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { UserRowFragment } from '../../../../graphql/generated/client/graphql';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { TableSort } from '../../../components/data-table/sort-header';
import { PageHeader } from '../../../components/page-header';
import { Pagination, type PageInfo } from '../../../components/pagination/pagination';
import { SearchInput } from '../../../components/search-input/search-input';
import { errorMessage } from '../../../lib/network/errors';
import { fullNameOf, userColumns } from './users-columns';

export interface UsersListViewProps {
  users: UserRowFragment[];
  /** null until the first page arrives. */
  page: PageInfo | null;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  search: string;
  onSearch: (search: string) => void;
  onPageChange: (page: number) => void;
  /** The list's sort (kept in the URL); the sortable headers change it. */
  sort?: TableSort;
  viewerId: string | null;
  pendingStatusIds?: readonly string[];
  onToggleStatus: (user: UserRowFragment, active: boolean) => void;
  deleteTarget: UserRowFragment | null;
  deleting?: boolean;
  onAskDelete: (user: UserRowFragment) => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
  exporting?: boolean;
  onExport: () => void;
}

export function UsersListView(props: UsersListViewProps) {
  const { users, page, loading, error, search, viewerId, deleteTarget } = props;
  const { pendingStatusIds = [], onToggleStatus, onAskDelete } = props;
  const columns = useMemo(
    () => userColumns({ viewerId, pendingStatusIds, onToggleStatus, onAskDelete }),
    [viewerId, pendingStatusIds, onToggleStatus, onAskDelete],
  );
  return (
    <Box>
      <PageHeader
        title="Usuarios"
        actions={
          <>
            <Button
              variant="outline"
              onClick={props.onExport}
              loading={props.exporting}
              loadingText="Descargando…"
            >
              <Download aria-hidden />
              Descargar Excel
            </Button>
            <Button asChild colorPalette="primary">
              <Link href="/users/create">
                <Plus aria-hidden />
                Crear usuario
              </Link>
            </Button>
          </>
        }
      />
      <Flex mb="4">
        <SearchInput
          value={search}
          onChange={props.onSearch}
          label="Buscar usuarios"
          placeholder="Buscar por nombre, apellido o correo"
        />
      </Flex>
      {error ? (
        <Alert.Root status="error" role="alert" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No pudimos cargar los usuarios.</Alert.Title>
            <Alert.Description>{errorMessage(error)}</Alert.Description>
          </Alert.Content>
          {props.onRetry ? (
            <Button size="sm" variant="outline" onClick={props.onRetry} alignSelf="center">
              Reintentar
            </Button>
          ) : null}
        </Alert.Root>
      ) : null}
      {error && users.length === 0 ? null : (
        <DataTable
          caption="Usuarios"
          columns={columns}
          sort={props.sort}
          data={users}
          loading={loading}
          getRowId={(user) => user.id}
          emptyText={search ? `Ningún usuario coincide con «${search}».` : 'Aún no hay usuarios.'}
        />
      )}
      {page ? (
        <Pagination page={page} onPageChange={props.onPageChange} disabled={loading} />
      ) : null}
      <ConfirmDialog
        open={deleteTarget !== null}
        title="Eliminar usuario"
        description={
          deleteTarget
            ? `¿Eliminar a ${fullNameOf(deleteTarget)} (${deleteTarget.email})? Perderá el acceso y sus sesiones se cerrarán. Su historial de auditoría se conserva.`
            : undefined
        }
        confirmLabel="Eliminar"
        busy={props.deleting}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
    </Box>
  );
}
