// Route '/profile' ('Mi perfil'): editUserProfile through the executor, errors next to the fields,
// a toast on success and the session's profile reloaded.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Heading } from '@chakra-ui/react';
import { EditUserProfileDocument } from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { GraphQLRequestError, errorMessage } from '../../lib/network/errors';
import { execute } from '../../lib/network/execute';
import { ProfileForm } from './profile-form';
import type { ProfileField, ProfileFormValues } from './profile-form.schema';
import { useSession, useSessionActorRef } from '../../lib/auth';
import { PageSkeleton } from '../../components/page-skeleton';

const FIELDS: readonly string[] = ['name', 'last_name', 'password'] satisfies ProfileField[];
const isProfileField = (field: string): field is ProfileField => FIELDS.includes(field);

export function ProfilePage() {
  const { profile } = useSession();
  const actor = useSessionActorRef();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: ProfileFormValues) =>
      execute(EditUserProfileDocument, {
        name: values.name,
        last_name: values.last_name,
        password: values.password ?? null,
      }),
    onMutate: () => {
      setFieldErrors({});
      setError(null);
    },
    onSuccess: () => {
      toaster.create({ type: 'success', title: 'Perfil actualizado.' });
      actor.send({ type: 'profile.updated' });
    },
    onError: (failure) => {
      const byField =
        failure instanceof GraphQLRequestError ? Object.entries(failure.fieldErrors()) : [];
      const known = byField.filter(([field]) => isProfileField(field));
      if (known.length > 0) setFieldErrors(Object.fromEntries(known));
      else setError(errorMessage(failure));
    },
  });

  if (!profile) {
    return <PageSkeleton label="Cargando perfil" variant="form" />;
  }
  const saved = save.data?.editUserProfile ?? profile;
  return (
    <Box>
      <Heading as="h1" size="xl" mb="6">
        Mi perfil
      </Heading>
      <ProfileForm
        // A fresh form after each save empties the password fields.
        key={`${profile.id}:${save.isSuccess ? save.submittedAt : 0}`}
        email={saved.email}
        defaultValues={{ name: saved.name, last_name: saved.last_name }}
        saving={save.isPending}
        fieldErrors={fieldErrors}
        error={error}
        onSubmit={(values) => save.mutate(values)}
      />
    </Box>
  );
}
