import { z } from 'zod';

// createPermission / editPermission / createRole / editRole (spec §5: name required). A name
// never holds `|` or `"`: editUser sends permission names as JSON with quotes turned into bars.

export const ACCESS_NAME_MAX = 100;

export const accessMessages = {
  nameRequired: 'El nombre es obligatorio.',
  nameTooLong: `El nombre no puede superar ${ACCESS_NAME_MAX} caracteres.`,
  nameCharacters: 'El nombre no puede contener comillas ni barras verticales.',
  permissionsInvalid: 'Los permisos deben ser una lista de nombres.',
} as const;

export const accessNameSchema = z
  .string({ error: accessMessages.nameRequired })
  .trim()
  .min(1, { error: accessMessages.nameRequired })
  .max(ACCESS_NAME_MAX, { error: accessMessages.nameTooLong })
  .regex(/^[^|"]+$/, { error: accessMessages.nameCharacters });

export const permissionInputSchema = z.object({ name: accessNameSchema });

export const roleInputSchema = z.object({
  name: accessNameSchema,
  /** Absent or null: keep the role's permissions (editRole); names otherwise. */
  permissions: z
    .array(z.string({ error: accessMessages.permissionsInvalid }).trim(), {
      error: accessMessages.permissionsInvalid,
    })
    .nullish()
    .transform((names) => (names ? [...new Set(names)] : names)),
});

export type PermissionInput = z.input<typeof permissionInputSchema>;
export type RoleInput = z.input<typeof roleInputSchema>;
