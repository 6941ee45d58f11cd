// Route '/users/{id}/edit' (spec §5: id, name, last name, email, status as an integer, role and
// permissions required). A user outside the viewer's agencies answers 403, which the network
// layer turns into /error-403; this page only shows the failure until then.
import { useParams } from 'wouter';
import { EditUserDocument, UserDocument } from '../../../../graphql/generated/client/graphql';
import { useViewer } from '../../../lib/auth';
import { executeOperation } from '../../../lib/network/execute';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { useSaveUser } from './use-save-user';
import { useUserFormOptions } from './use-user-form-options';
import { UserForm } from './user-form';
import { UserFormPageBody } from './user-form-page-body';
import { formValuesOf, roleOptionsFor, toEditVariables } from './user-form.mapping';
import { fullNameOf } from '../list/users-columns';

export function UserEditPage() {
  const { id = '' } = useParams<{ id: string }>();
  const viewer = useViewer();
  const query = useTypedQuery(UserDocument, { id });
  const options = useUserFormOptions({ withPermissions: true });
  const save = useSaveUser(
    (values) => executeOperation(EditUserDocument, toEditVariables(id, values, options.projects)),
    'Usuario actualizado.',
  );
  const user = query.data?.users.data[0];
  const missing = query.isSuccess && !user ? 'No encontramos este usuario.' : null;
  return (
    <UserFormPageBody
      title="Editar usuario"
      subtitle={user ? `${fullNameOf(user)} · ${user.email}` : undefined}
      loading={query.isPending || options.loading || viewer === null}
      error={query.error ?? missing ?? options.error}
    >
      {user ? (
        <UserForm
          key={user.id}
          mode="edit"
          defaultValues={formValuesOf(user)}
          roleOptions={roleOptionsFor(
            viewer?.subject.role ?? null,
            options.roles,
            user.roles[0]?.name,
          )}
          agencyOptions={options.agencies}
          agencyRequired={viewer?.scoped ?? false}
          projectOptions={options.projects}
          permissionOptions={options.permissions}
          lockStatus={viewer?.profile.id === user.id}
          cancelHref="/users"
          onSubmit={save.submit}
          saving={save.saving}
          fieldErrors={save.failure.fields}
          error={save.failure.message}
        />
      ) : null}
    </UserFormPageBody>
  );
}
