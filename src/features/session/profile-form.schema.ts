// The profile form = the shared editUserProfile schema plus a confirmation of the new password
// (the confirmation is a form concern: the mutation does not take it).
import { z } from 'zod';
import { profileEditSchema } from '../../shared/schemas/profile';
import { passwordResetMessages } from '../../shared/schemas/password-reset';

export const profileFormSchema = profileEditSchema
  .extend({ password_confirmation: z.string().optional() })
  .refine((value) => (value.password ?? '') === (value.password_confirmation ?? ''), {
    error: passwordResetMessages.mismatch,
    path: ['password_confirmation'],
  });

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;
export type ProfileField = 'name' | 'last_name' | 'password';
