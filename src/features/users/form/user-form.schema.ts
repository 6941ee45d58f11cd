// The user form's rules: the shared createUser/editUser fields (src/shared/schemas/users.ts), in
// the shape the inputs hold (selects give text, '' for none). Create asks for a password; edit
// keeps the current one when it is left blank.
import { z } from 'zod';
import { newPasswordSchema } from '../../../shared/schemas/profile';
import { userFields, userMessages } from '../../../shared/schemas/users';

export type UserFormMode = 'create' | 'edit';

const blankToUndefined = (value: string) => (value === '' ? undefined : value);

export function userFormSchema(mode: UserFormMode) {
  return z
    .object({
      name: userFields.name,
      last_name: userFields.last_name,
      email: userFields.email,
      password: z.string().transform(blankToUndefined).pipe(newPasswordSchema.optional()),
      role: userFields.role,
      real_state_agency_id: z.string(),
      project_ids: z.array(z.string()),
      status: z.enum(['1', '0']),
      permissions: z.array(z.string()),
    })
    .superRefine((values, ctx) => {
      if (mode === 'create' && values.password === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: userMessages.passwordRequired,
        });
      }
    });
}

export type UserFormInput = z.input<ReturnType<typeof userFormSchema>>;
export type UserFormValues = z.output<ReturnType<typeof userFormSchema>>;
export type UserFormField = keyof UserFormInput;

export const USER_FORM_FIELDS: readonly UserFormField[] = [
  'name',
  'last_name',
  'email',
  'password',
  'role',
  'real_state_agency_id',
  'project_ids',
  'status',
  'permissions',
];

export const EMPTY_USER_FORM: UserFormInput = {
  name: '',
  last_name: '',
  email: '',
  password: '',
  role: '',
  real_state_agency_id: '',
  project_ids: [],
  status: '1',
  permissions: [],
};
