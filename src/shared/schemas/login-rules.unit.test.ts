import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';
import { validateLogin } from './login-rules';

const cases = [
  { email: 'ana.rojas@inmobiliaria.cl', password: 'Demo1234!' },
  { email: '  ANA@demo.cl  ', password: ' con espacios ' },
  { email: '', password: '' },
  { email: 'sin-arroba', password: 'x' },
  { email: 'a@b', password: 'x' },
  { email: 'punto..doble@demo.cl', password: 'x' },
  { email: '.inicio@demo.cl', password: 'x' },
  { email: 'nombre+etiqueta@sub.dominio.cl', password: '' },
  { email: 'ñandú@demo.cl', password: 'x' },
];

describe('validateLogin', () => {
  it.each(cases)('agrees with loginSchema for %o', (input) => {
    const ours = validateLogin(input);
    const zod = loginSchema.safeParse(input);
    expect(ours.ok).toBe(zod.success);
    if (ours.ok && zod.success) expect(ours.values).toEqual(zod.data);
    if (!ours.ok && !zod.success) {
      const zodErrors = Object.fromEntries(zod.error.issues.map((i) => [i.path[0], i.message]));
      expect(ours.errors).toEqual(zodErrors);
    }
  });
});
