import type { Login, LoginInput } from './login';
import { loginMessages } from './login-messages';

// The login form's rules without zod: the login route's JavaScript budget (≤ 180 KB gzipped) has
// no room for a schema library. login-rules.test.ts proves they agree with `loginSchema`.

/** zod's own email pattern (z.email()), so both validators accept the same addresses. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type LoginRuleResult =
  { ok: true; values: Login } | { ok: false; errors: Partial<Record<keyof Login, string>> };

export function validateLogin(input: LoginInput): LoginRuleResult {
  const errors: Partial<Record<keyof Login, string>> = {};
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (email === '') errors.email = loginMessages.emailRequired;
  else if (!EMAIL.test(email)) errors.email = loginMessages.emailInvalid;
  const password = typeof input.password === 'string' ? input.password : '';
  if (password === '') errors.password = loginMessages.passwordRequired;
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, values: { email, password } };
}
