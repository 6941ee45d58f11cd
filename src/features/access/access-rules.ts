// What the back office may do with a role or permission. The server refuses the same (CONFLICT);
// the page only explains it before the user tries.
import { MENU_PERMISSIONS, ROLES } from '../../shared/access';
import { menuTable } from '../../shared/access/menu-table';

const SYSTEM_ROLES: ReadonlySet<string> = new Set(ROLES);
const SYSTEM_PERMISSIONS: ReadonlySet<string> = new Set(MENU_PERMISSIONS);

export const isSystemRole = (name: string): boolean => SYSTEM_ROLES.has(name);
export const isSystemPermission = (name: string): boolean => SYSTEM_PERMISSIONS.has(name);

export const SYSTEM_ROLE_REASON =
  'Rol del sistema: las reglas de acceso dependen de su nombre, por eso no se puede renombrar ni eliminar. Sí puedes cambiar sus permisos.';
export const SYSTEM_PERMISSION_REASON =
  'Permiso del sistema: el menú depende de su nombre, por eso no se puede renombrar ni eliminar.';

/** Menu permission → the menu entries it shows ('show-users' → 'Usuarios'), for the checklist. */
export const MENU_LABELS: ReadonlyMap<string, string> = (() => {
  const labels = new Map<string, string[]>();
  const add = (permission: string, label: string) => {
    const list = labels.get(permission) ?? [];
    if (!list.includes(label)) list.push(label);
    labels.set(permission, list);
  };
  for (const entry of menuTable) {
    if ('children' in entry) {
      for (const child of entry.children) {
        const label = child.label === entry.label ? child.label : `${entry.label} › ${child.label}`;
        for (const permission of child.permissions) add(permission, label);
      }
    } else {
      for (const permission of entry.permissions) add(permission, entry.label);
    }
  }
  return new Map([...labels].map(([permission, list]) => [permission, list.join(', ')]));
})();
