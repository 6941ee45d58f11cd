import { describe, expect, it } from 'vitest';
import { GraphQLRequestError, NetworkError } from './errors';
import { formFailureOf } from './form-failure';

const FIELDS = ['name', 'email', 'password'] as const;

describe('formFailureOf', () => {
  it('places every message of extensions.fields on its field', () => {
    const error = new GraphQLRequestError(
      [
        {
          message: 'El nombre es obligatorio.',
          extensions: {
            code: 'BAD_USER_INPUT',
            field: 'name',
            fields: {
              name: 'El nombre es obligatorio.',
              password: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
            },
          },
        },
      ],
      'CreateUser',
    );
    expect(formFailureOf(error, FIELDS)).toEqual({
      fields: {
        name: 'El nombre es obligatorio.',
        password: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
      },
      message: null,
    });
  });

  it('puts the email conflict next to the email', () => {
    const error = new GraphQLRequestError(
      [
        {
          message: 'El correo ya está registrado.',
          extensions: { code: 'CONFLICT', field: 'email' },
        },
      ],
      'CreateUser',
    );
    expect(formFailureOf(error, FIELDS)).toEqual({
      fields: { email: 'El correo ya está registrado.' },
      message: null,
    });
  });

  it('shows a failure without a known field on top', () => {
    const conflict = new GraphQLRequestError(
      [{ message: 'No puedes desactivar tu propio usuario.', extensions: { code: 'CONFLICT' } }],
      'EditUser',
    );
    expect(formFailureOf(conflict, FIELDS)).toEqual({
      fields: {},
      message: 'No puedes desactivar tu propio usuario.',
    });
    const foreign = new GraphQLRequestError(
      [{ message: 'Alguno de los proyectos no existe.', extensions: { field: 'project_ids' } }],
      'EditUser',
    );
    expect(formFailureOf(foreign, FIELDS).message).toBe('Alguno de los proyectos no existe.');
    expect(formFailureOf(new NetworkError(new Error('offline')), FIELDS).message).toMatch(
      /No pudimos conectar/,
    );
  });
});
