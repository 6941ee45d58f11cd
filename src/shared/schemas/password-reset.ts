import { z } from 'zod';
import { emailSchema } from './login';
import { newPasswordSchema } from './profile';

export const passwordResetMessages = {
  confirmationRequired: 'Repite la nueva contraseña.',
  mismatch: 'Las contraseñas no coinciden.',
} as const;

/** POST api/public/passwordForgetUser (spec §7): the account's email. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The two password fields of the reset form; the token and email come from the link. */
export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    password_confirmation: z.string().min(1, { error: passwordResetMessages.confirmationRequired }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: passwordResetMessages.mismatch,
    path: ['password_confirmation'],
  });

/** POST api/public/passwordForgetChangeUser (spec §7). */
export const passwordForgetChangeSchema = z
  .object({ token: z.string().min(1), email: emailSchema })
  .and(resetPasswordSchema);

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
