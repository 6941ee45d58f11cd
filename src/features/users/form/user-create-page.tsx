// Route '/users/create' (spec §5: name, last name, email, password and role required; agency and
// projects optional). Agency roles create staff of their own agencies only.
import { CreateUserDocument } from '../../../../graphql/generated/client/graphql';
import { useViewer } from '../../../lib/auth';
import { executeOperation } from '../../../lib/network/execute';
import { useSaveUser } from './use-save-user';
import { useUserFormOptions } from './use-user-form-options';
import { UserForm } from './user-form';
import { UserFormPageBody } from './user-form-page-body';
import { roleOptionsFor, toCreateVariables } from './user-form.mapping';

export function UserCreatePage() {
  const viewer = useViewer();
  const options = useUserFormOptions({ withPermissions: false });
  const save = useSaveUser(
    (values) => executeOperation(CreateUserDocument, toCreateVariables(values, options.projects)),
    'Usuario creado.',
  );
  const scoped = viewer?.scoped ?? false;
  return (
    <UserFormPageBody
      title="Crear usuario"
      loading={options.loading || viewer === null}
      error={options.error}
    >
      <UserForm
        mode="create"
        defaultValues={{ real_state_agency_id: scoped ? (options.agencies[0]?.value ?? '') : '' }}
        roleOptions={roleOptionsFor(viewer?.subject.role ?? null, options.roles)}
        agencyOptions={options.agencies}
        agencyRequired={scoped}
        projectOptions={options.projects}
        cancelHref="/users"
        onSubmit={save.submit}
        saving={save.saving}
        fieldErrors={save.failure.fields}
        error={save.failure.message}
      />
    </UserFormPageBody>
  );
}
