import { z } from 'zod';
import { decodePermissionsText } from '../permissions-text';
import { loginMessages } from './login-messages';
import { PROFILE_NAME_MAX, newPasswordSchema, profileMessages } from './profile';

// createUser / editUser (spec §5): the arguments as they travel, checked the same way by the
// user form and by the server. Existence checks (role, permissions, agency, projects) need the
// database and are the server's.

export const EMAIL_MAX = 254;

export const userMessages = {
  ...profileMessages,
  emailRequired: 'El correo es obligatorio.',
  emailInvalid: loginMessages.emailInvalid,
  passwordRequired: 'La contraseña es obligatoria.',
  roleRequired: 'Selecciona un rol.',
  statusInvalid: 'El estado debe ser 1 (activo) o 0 (inactivo).',
  permissionsInvalid: 'Los permisos no tienen un formato válido.',
  idInvalid: 'El identificador no es válido.',
} as const;

const requiredText = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(PROFILE_NAME_MAX, { error: tooLong });

/** Positive integer ids, as GraphQL's ID carries them (text). */
const idSchema = z
  .union([z.string(), z.number()], { error: userMessages.idInvalid })
  .transform(String)
  .pipe(z.string().regex(/^[1-9]\d{0,9}$/, { error: userMessages.idInvalid }))
  .transform(Number)
  // PostgreSQL's integer ids end here; a bigger number names nothing.
  .pipe(z.number().max(2_147_483_647, { error: userMessages.idInvalid }));

/** The fields both forms share, for a form schema to compose. */
export const userFields = {
  name: requiredText(profileMessages.nameRequired, profileMessages.nameTooLong),
  last_name: requiredText(profileMessages.lastNameRequired, profileMessages.lastNameTooLong),
  // Stored lowercased: the unique index is on lower(email) and login compares lowercased too.
  email: z
    .string({ error: userMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: userMessages.emailRequired })
    .max(EMAIL_MAX, { error: userMessages.emailInvalid })
    .pipe(z.email({ error: userMessages.emailInvalid })),
  role: z.string({ error: userMessages.roleRequired }).trim().min(1, userMessages.roleRequired),
  project_ids: z.array(idSchema).nullish(),
  real_state_agency_id: idSchema.nullish(),
};

export const userCreateSchema = z.object({
  ...userFields,
  password: z
    .string({ error: userMessages.passwordRequired })
    .min(1, { error: userMessages.passwordRequired })
    .pipe(newPasswordSchema),
});

// Blank (null, '' or absent) keeps the current password.
const optionalPassword = z
  .union([z.string(), z.null(), z.undefined()])
  .transform((value) => (value === null || value === undefined || value === '' ? undefined : value))
  .pipe(newPasswordSchema.optional())
  .optional();

export const userEditSchema = z.object({
  ...userFields,
  id: idSchema,
  status: z
    .union([z.literal(0), z.literal(1)], { error: userMessages.statusInvalid })
    .transform((value) => value === 1),
  permissions: z.string({ error: userMessages.permissionsInvalid }).transform((text, ctx) => {
    const names = decodePermissionsText(text);
    if (names === null) {
      ctx.addIssue({ code: 'custom', message: userMessages.permissionsInvalid });
      return z.NEVER;
    }
    return [...new Set(names)];
  }),
  password: optionalPassword,
});

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserEditInput = z.input<typeof userEditSchema>;
export type UserEdit = z.output<typeof userEditSchema>;
