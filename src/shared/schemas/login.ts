import { z } from 'zod';

export const loginMessages = {
  emailRequired: 'Ingresa tu correo.',
  emailInvalid: 'Ingresa un correo válido.',
  passwordRequired: 'Ingresa tu contraseña.',
} as const;

/** An email as people type it: trimmed, required, well-formed. Shared by login and forgot-password. */
export const emailSchema = z
  .string({ error: loginMessages.emailRequired })
  .trim()
  .min(1, { error: loginMessages.emailRequired })
  .pipe(z.email({ error: loginMessages.emailInvalid }));

/**
 * The login form (spec §7 password grant: username from the email, password). The password is
 * not trimmed: spaces may be part of it.
 */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, { error: loginMessages.passwordRequired }),
});

export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;
