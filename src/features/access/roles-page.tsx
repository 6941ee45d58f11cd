// Route /roles: the roles with their permissions, the role editor in a dialog (create, rename,
// assign permissions) and deletion by name. Refusals (a role in use) stay on screen.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateRoleDocument,
  DeleteRoleDocument,
  EditRoleDocument,
  PermissionsDocument,
  RolesDocument,
} from '../../../graphql/generated/client/graphql';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toaster } from '../../components/toaster';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { errorMessage } from '../../lib/network/errors';
import { executeOperation } from '../../lib/network/execute';
import { useTypedMutation, useTypedQuery } from '../../lib/react/use-typed-query';
import type { RoleRow } from './access.types';
import { isSystemRole } from './access-rules';
import { DismissibleAlert } from './dismissible-alert';
import { EditorDialog } from './editor-dialog';
import { RoleEditor, type RoleEditorValues } from './role-editor';
import { RolesView } from './roles-view';
import { useEditorState } from './use-editor-state';
import { SavedViewsScope } from '../../components/saved-views/saved-views-scope';

export function RolesPage() {
  const client = useQueryClient();
  const roles = useTypedQuery(RolesDocument, {});
  const permissions = useTypedQuery(PermissionsDocument, {});
  const editor = useEditorState<RoleRow>();
  const [deleting, setDeleting] = useState<RoleRow | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = () => invalidateForRecord(client, 'role');

  const save = useMutation({
    mutationFn: async ({ values, role }: { values: RoleEditorValues; role: RoleRow | null }) => {
      if (role) await executeOperation(EditRoleDocument, { id: role.id, ...values });
      else await executeOperation(CreateRoleDocument, values);
    },
    onMutate: editor.reset,
    onSuccess: (_data, { values, role }) => {
      toaster.create({
        type: 'success',
        title: role ? `Rol «${values.name}» actualizado.` : `Rol «${values.name}» creado.`,
      });
      editor.close();
      void refresh();
    },
    onError: editor.fail,
  });

  const remove = useTypedMutation(DeleteRoleDocument, {
    onMutate: () => setRefusal(null),
    onSuccess: (_data, { name }) => {
      toaster.create({ type: 'success', title: `Rol «${name}» eliminado.` });
      void refresh();
    },
    onError: (failure, { name }) =>
      setRefusal(`No se pudo eliminar «${name}»: ${errorMessage(failure)}`),
    onSettled: () => setDeleting(null),
  });

  const target = editor.target;
  const editing = target?.mode === 'edit' ? target.item : null;
  const loadError = roles.error ?? permissions.error;

  return (
    <SavedViewsScope list="roles">
      <>
        <RolesView
          notice={
            refusal ? (
              <DismissibleAlert onDismiss={() => setRefusal(null)}>{refusal}</DismissibleAlert>
            ) : null
          }
          roles={roles.data?.roles ?? []}
          permissionCount={permissions.data?.permissions.length ?? 0}
          loading={roles.isPending || permissions.isPending}
          error={loadError ? errorMessage(loadError) : null}
          onRetry={() => void Promise.all([roles.refetch(), permissions.refetch()])}
          onCreate={() => editor.open({ mode: 'create' })}
          onEdit={(role) => editor.open({ mode: 'edit', item: role })}
          onDelete={setDeleting}
        />
        <EditorDialog
          open={target !== null}
          size="xl"
          title={editing ? `Editar rol «${editing.name}»` : 'Crear rol'}
          busy={save.isPending}
          onClose={editor.close}
        >
          {target ? (
            <RoleEditor
              key={editing?.id ?? 'new'}
              mode={target.mode}
              systemRole={editing ? isSystemRole(editing.name) : false}
              defaultValues={{
                name: editing?.name ?? '',
                permissions: editing?.permissions.map((permission) => permission.name) ?? [],
              }}
              permissionNames={(permissions.data?.permissions ?? []).map(
                (permission) => permission.name,
              )}
              saving={save.isPending}
              fieldErrors={editor.failure.fields}
              error={editor.failure.message}
              onCancel={editor.close}
              onSubmit={(values) => save.mutate({ values, role: editing })}
            />
          ) : null}
        </EditorDialog>
        <ConfirmDialog
          open={deleting !== null}
          title={`¿Eliminar el rol «${deleting?.name ?? ''}»?`}
          description="Se quitan también sus permisos. Si algún usuario tiene este rol, el servidor no permitirá eliminarlo: asígnales otro rol primero."
          confirmLabel="Eliminar rol"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => deleting && remove.mutate({ name: deleting.name })}
        />
      </>
    </SavedViewsScope>
  );
}
