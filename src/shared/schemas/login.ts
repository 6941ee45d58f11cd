// zod/mini (same core as zod, tree-shakable): the login route ships this schema, and the full zod
// API would cost more than the rest of the login page together.
import * as z from 'zod/mini';

import { loginMessages } from './login-messages';

export { loginMessages };

/** An email as people type it: trimmed, required, well-formed. Shared by login and forgot-password. */
export const emailSchema = z.pipe(
  z
    .string({ error: loginMessages.emailRequired })
    .check(z.trim(), z.minLength(1, { error: loginMessages.emailRequired })),
  z.email({ error: loginMessages.emailInvalid }),
);

/**
 * The login form (spec §7 password grant: username from the email, password). The password is
 * not trimmed: spaces may be part of it.
 */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: loginMessages.passwordRequired })
    .check(z.minLength(1, { error: loginMessages.passwordRequired })),
});

export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;
