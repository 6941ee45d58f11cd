import { describe, expect, it } from 'vitest';
import { profileEditSchema, profileMessages } from './profile';

function firstError(input: unknown): { field: string; message: string } | null {
  const result = profileEditSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' };
}

describe('profileEditSchema', () => {
  it('trims names and treats a blank or null password as no change', () => {
    for (const password of ['', null, undefined]) {
      const result = profileEditSchema.parse({
        name: '  Camila ',
        last_name: 'Rojas Soto ',
        password,
      });
      expect(result).toEqual({ name: 'Camila', last_name: 'Rojas Soto', password: undefined });
    }
  });

  it('accepts a password of 8+ characters with letters and digits, accents included', () => {
    expect(
      profileEditSchema.parse({ name: 'Ñandú', last_name: 'Pérez', password: 'contraseña9' })
        .password,
    ).toBe('contraseña9');
  });

  it('requires name and last name, also when only spaces are sent', () => {
    expect(firstError({ name: '   ', last_name: 'Rojas' })).toEqual({
      field: 'name',
      message: 'El nombre es obligatorio.',
    });
    expect(firstError({ name: 'Camila' })).toEqual({
      field: 'last_name',
      message: 'El apellido es obligatorio.',
    });
  });

  it('limits names to 100 characters', () => {
    expect(firstError({ name: 'a'.repeat(101), last_name: 'Rojas' })?.message).toBe(
      profileMessages.nameTooLong,
    );
    expect(firstError({ name: 'a'.repeat(100), last_name: 'Rojas' })).toBeNull();
  });

  it('refuses short, letter-only and digit-only passwords with one Spanish message', () => {
    for (const password of ['abc123', 'soloLetras', '12345678']) {
      expect(firstError({ name: 'Camila', last_name: 'Rojas', password })).toEqual({
        field: 'password',
        message: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
      });
    }
  });
});
