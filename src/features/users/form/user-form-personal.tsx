// Name, last name, email and password of the user form (fields of the surrounding FormProvider).
import { Field, Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { PasswordInput } from '../../../components/password-input/password-input';
import type { UserFormInput, UserFormValues } from './user-form.schema';

export function UserFormPersonal({ editing, saving }: { editing: boolean; saving: boolean }) {
  const { register, formState } = useFormContext<UserFormInput, unknown, UserFormValues>();
  const { errors } = formState;
  return (
    <Fieldset.Root disabled={saving}>
      <Fieldset.Legend fontSize="md">Datos personales</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" mt="2">
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>
            Nombre <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="off" {...register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.last_name)} required>
          <Field.Label>
            Apellido <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="off" {...register('last_name')} />
          <Field.ErrorText>{errors.last_name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.email)} required>
          <Field.Label>
            Correo <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" autoComplete="off" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required={!editing}>
          <Field.Label>
            Contraseña <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput autoComplete="new-password" {...register('password')} />
          <Field.HelperText>
            {editing
              ? 'Déjala vacía para mantener la actual.'
              : 'Al menos 8 caracteres, con letras y números.'}
          </Field.HelperText>
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </Fieldset.Root>
  );
}
