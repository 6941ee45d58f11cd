import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';
import { resetPasswordSchema } from './password-reset';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('login schema', () => {
  it('asks for both fields in Spanish', () => {
    expect(messages(loginSchema.safeParse({ email: '  ', password: '' }))).toEqual([
      ['email', 'Ingresa tu correo.'],
      ['password', 'Ingresa tu contraseña.'],
    ]);
  });

  it('rejects a malformed email and trims a good one', () => {
    expect(messages(loginSchema.safeParse({ email: 'camila@', password: 'x' }))).toEqual([
      ['email', 'Ingresa un correo válido.'],
    ]);
    expect(loginSchema.parse({ email: ' camila.rojas@andes.cl ', password: ' x ' })).toEqual({
      email: 'camila.rojas@andes.cl',
      password: ' x ',
    });
  });
});

describe('reset password schema', () => {
  it('needs a strong password repeated exactly', () => {
    expect(
      messages(
        resetPasswordSchema.safeParse({
          password: 'Valparaiso2025',
          password_confirmation: 'Valparaiso2024',
        }),
      ),
    ).toEqual([['password_confirmation', 'Las contraseñas no coinciden.']]);
    expect(
      resetPasswordSchema.safeParse({
        password: 'Valparaiso2025',
        password_confirmation: 'Valparaiso2025',
      }).success,
    ).toBe(true);
    expect(
      messages(
        resetPasswordSchema.safeParse({ password: 'corta', password_confirmation: 'corta' }),
      )[0]?.[0],
    ).toBe('password');
  });
});
