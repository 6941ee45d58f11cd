import { describe, expect, it } from 'vitest';
import { userCreateSchema, userEditSchema, userMessages } from './users';

const create = {
  name: ' Catalina ',
  last_name: 'Fuentes Salinas',
  email: ' Catalina.Fuentes@Inmobiliaria.CL ',
  password: 'Subsidio2025',
  role: 'RealstateVendor',
};

const edit = {
  id: '12',
  name: 'Catalina',
  last_name: 'Fuentes Salinas',
  email: 'catalina.fuentes@inmobiliaria.cl',
  status: 1,
  role: 'RealstateVendor',
  permissions: '[|show-users|,|news|,|news|]',
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('userCreateSchema', () => {
  it('trims names and trims and lowercases the email', () => {
    expect(
      userCreateSchema.parse({ ...create, project_ids: ['3', 4], real_state_agency_id: '2' }),
    ).toEqual({
      ...create,
      name: 'Catalina',
      email: 'catalina.fuentes@inmobiliaria.cl',
      project_ids: [3, 4],
      real_state_agency_id: 2,
    });
  });

  it('names every missing or wrong field in Spanish', () => {
    const result = userCreateSchema.safeParse({
      name: '',
      last_name: ' ',
      email: 'x@',
      password: 'abc',
      role: '',
    });
    expect(messagesOf(result)).toEqual({
      name: userMessages.nameRequired,
      last_name: userMessages.lastNameRequired,
      email: userMessages.emailInvalid,
      password: userMessages.weakPassword,
      role: userMessages.roleRequired,
    });
  });

  it.each([['0'], ['abc'], ['1.5'], ['99999999999']])('refuses project id %j', (id) => {
    expect(messagesOf(userCreateSchema.safeParse({ ...create, project_ids: [id] }))).toEqual({
      project_ids: userMessages.idInvalid,
    });
  });
});

describe('userEditSchema', () => {
  it('decodes the bar-quoted permissions, without repeats, and the status integer', () => {
    expect(userEditSchema.parse(edit)).toMatchObject({
      id: 12,
      status: true,
      permissions: ['show-users', 'news'],
    });
    expect(userEditSchema.parse(edit).password).toBeUndefined();
    expect(userEditSchema.parse({ ...edit, status: 0, password: '' }).status).toBe(false);
  });

  it.each([
    [{ permissions: '[|news|,3]' }, 'permissions', userMessages.permissionsInvalid],
    [{ permissions: 'news' }, 'permissions', userMessages.permissionsInvalid],
    [{ status: 2 }, 'status', userMessages.statusInvalid],
    [{ status: true }, 'status', userMessages.statusInvalid],
    [{ password: 'corta' }, 'password', userMessages.weakPassword],
  ])('refuses %o', (input, field, message) => {
    expect(messagesOf(userEditSchema.safeParse({ ...edit, ...input }))).toEqual({
      [field]: message,
    });
  });
});
