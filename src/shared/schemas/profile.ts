import { z } from 'zod';

export const PROFILE_NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const profileMessages = {
  nameRequired: 'El nombre es obligatorio.',
  nameTooLong: `El nombre no puede superar ${PROFILE_NAME_MAX} caracteres.`,
  lastNameRequired: 'El apellido es obligatorio.',
  lastNameTooLong: `El apellido no puede superar ${PROFILE_NAME_MAX} caracteres.`,
  weakPassword: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres, con letras y números.`,
  passwordTooLong: `La contraseña no puede superar ${PASSWORD_MAX} caracteres.`,
} as const;

const requiredText = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(PROFILE_NAME_MAX, { error: tooLong });

/**
 * A new password: at least 8 characters with a letter and a digit. Shared by the profile, user
 * and password-reset forms so that every door into an account asks for the same strength.
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, { error: profileMessages.weakPassword })
  .max(PASSWORD_MAX, { error: profileMessages.passwordTooLong })
  .regex(/\p{L}/u, { error: profileMessages.weakPassword })
  .regex(/\d/, { error: profileMessages.weakPassword });

// The profile form leaves the password blank to keep the current one, and the spec's client
// sends that blank as '' or null: all three mean "no change".
const optionalPassword = z
  .union([z.string(), z.null(), z.undefined()])
  .transform((value) => (value === null || value === undefined || value === '' ? undefined : value))
  .pipe(newPasswordSchema.optional())
  // Without the outer optional() zod 4 would still demand the key itself.
  .optional();

/** `editUserProfile(name, last_name, password)` (spec §5: name and last_name required). */
export const profileEditSchema = z.object({
  name: requiredText(profileMessages.nameRequired, profileMessages.nameTooLong),
  last_name: requiredText(profileMessages.lastNameRequired, profileMessages.lastNameTooLong),
  password: optionalPassword,
});

export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEdit = z.output<typeof profileEditSchema>;
