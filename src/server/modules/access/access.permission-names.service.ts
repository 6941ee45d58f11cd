import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../kernel';
import { findPermissionIds } from './access.repository';

export const permissionNameMessages = {
  missing: (names: readonly string[]) => `No existen los permisos: ${names.join(', ')}.`,
} as const;

/** The ids of permissions named `names`; any unknown name is a BAD_USER_INPUT on `permissions`. */
export async function permissionIdsOf(tx: DbOrTx, names: readonly string[]): Promise<number[]> {
  const found = await findPermissionIds(tx, names);
  const missing = names.filter((name) => !found.some((row) => row.name === name));
  if (missing.length > 0) throw fieldError('permissions', permissionNameMessages.missing(missing));
  return found.map((row) => row.id);
}
