import { describe, expect, it } from 'vitest';
import { accessMessages, permissionInputSchema, roleInputSchema } from './access';

describe('access name schemas', () => {
  it('trims names and removes repeated permissions', () => {
    expect(permissionInputSchema.parse({ name: ' ver-reportes ' })).toEqual({
      name: 'ver-reportes',
    });
    expect(
      roleInputSchema.parse({ name: 'Supervisor', permissions: ['news', ' news', 'show-users'] }),
    ).toEqual({
      name: 'Supervisor',
      permissions: ['news', 'show-users'],
    });
    expect(roleInputSchema.parse({ name: 'Supervisor' }).permissions).toBeUndefined();
  });

  it.each([
    ['', accessMessages.nameRequired],
    ['   ', accessMessages.nameRequired],
    ['ver"todo', accessMessages.nameCharacters],
    ['ver|todo', accessMessages.nameCharacters],
    ['a'.repeat(101), accessMessages.nameTooLong],
  ])('refuses the name %j', (name, message) => {
    const result = permissionInputSchema.safeParse({ name });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
