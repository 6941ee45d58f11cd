// Route /permissions: every permission with the roles that grant it; create and rename in a
// dialog, delete after confirming. System permissions (the menu's) are refused before asking.
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreatePermissionDocument,
  DeletePermissionDocument,
  EditPermissionDocument,
  PermissionsDocument,
  RolesDocument,
} from '../../../graphql/generated/client/graphql';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toaster } from '../../components/toaster';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { errorMessage } from '../../lib/network/errors';
import { executeOperation } from '../../lib/network/execute';
import { useTypedMutation, useTypedQuery } from '../../lib/react/use-typed-query';
import { useUrlState } from '../../lib/react/use-url-state';
import type { PermissionRow } from './access.types';
import { DismissibleAlert } from './dismissible-alert';
import { EditorDialog } from './editor-dialog';
import { PermissionEditor } from './permission-editor';
import { PermissionsView } from './permissions-view';
import { useEditorState } from './use-editor-state';
import { SavedViewsScope } from '../../components/saved-views/saved-views-scope';

export function PermissionsPage() {
  const client = useQueryClient();
  const [params, setParams] = useUrlState();
  const permissions = useTypedQuery(PermissionsDocument, {});
  const roles = useTypedQuery(RolesDocument, {});
  const editor = useEditorState<PermissionRow>();
  const [deleting, setDeleting] = useState<PermissionRow | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A renamed or deleted permission changes what the roles list shows as well.
  const refresh = () => invalidateForRecord(client, 'permission');

  const rolesByPermission = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const role of roles.data?.roles ?? [])
      for (const { name } of role.permissions) map.set(name, [...(map.get(name) ?? []), role.name]);
    return map;
  }, [roles.data]);

  const save = useMutation({
    mutationFn: async ({
      name,
      permission,
    }: {
      name: string;
      permission: PermissionRow | null;
    }) => {
      if (permission) await executeOperation(EditPermissionDocument, { id: permission.id, name });
      else await executeOperation(CreatePermissionDocument, { name });
    },
    onMutate: editor.reset,
    onSuccess: (_data, { name, permission }) => {
      toaster.create({
        type: 'success',
        title: permission ? `Permiso renombrado a «${name}».` : `Permiso «${name}» creado.`,
      });
      editor.close();
      void refresh();
    },
    onError: editor.fail,
  });

  const remove = useTypedMutation(DeletePermissionDocument, {
    onMutate: () => setRefusal(null),
    onSuccess: () => {
      toaster.create({ type: 'success', title: `Permiso «${deleting?.name ?? ''}» eliminado.` });
      void refresh();
    },
    onError: (failure) =>
      setRefusal(`No se pudo eliminar «${deleting?.name ?? ''}»: ${errorMessage(failure)}`),
    onSettled: () => setDeleting(null),
  });

  const target = editor.target;
  const editing = target?.mode === 'edit' ? target.item : null;
  const loadError = permissions.error ?? roles.error;
  const grantedBy = deleting ? (rolesByPermission.get(deleting.name) ?? []) : [];

  return (
    <SavedViewsScope list="permissions">
      <>
        <PermissionsView
          permissions={permissions.data?.permissions ?? []}
          rolesByPermission={rolesByPermission}
          loading={permissions.isPending}
          error={loadError ? errorMessage(loadError) : null}
          query={params['q'] ?? ''}
          onQueryChange={(q) => setParams({ q }, { replace: true })}
          notice={
            refusal ? (
              <DismissibleAlert onDismiss={() => setRefusal(null)}>{refusal}</DismissibleAlert>
            ) : null
          }
          onRetry={() => void Promise.all([permissions.refetch(), roles.refetch()])}
          onCreate={() => editor.open({ mode: 'create' })}
          onRename={(permission) => editor.open({ mode: 'edit', item: permission })}
          onDelete={setDeleting}
        />
        <EditorDialog
          open={target !== null}
          title={editing ? `Renombrar «${editing.name}»` : 'Crear permiso'}
          busy={save.isPending}
          onClose={editor.close}
        >
          {target ? (
            <PermissionEditor
              key={editing?.id ?? 'new'}
              mode={target.mode}
              defaultName={editing?.name ?? ''}
              saving={save.isPending}
              fieldErrors={editor.failure.fields}
              error={editor.failure.message}
              onCancel={editor.close}
              onSubmit={({ name }) => save.mutate({ name, permission: editing })}
            />
          ) : null}
        </EditorDialog>
        <ConfirmDialog
          open={deleting !== null}
          title={`¿Eliminar el permiso «${deleting?.name ?? ''}»?`}
          description={
            grantedBy.length > 0
              ? `Se quitará también a los roles que lo otorgan (${grantedBy.join(', ')}) y a los usuarios que lo tengan.`
              : 'Se quitará también a los usuarios que lo tengan.'
          }
          confirmLabel="Eliminar permiso"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        />
      </>
    </SavedViewsScope>
  );
}
