import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/roles',
    layout: 'shell',
    page: () => import('./roles-page').then((m) => m.RolesPage),
  },
  {
    pattern: '/roles/:id/audits',
    layout: 'shell',
    page: () => import('./audits-pages').then((m) => m.RoleAuditsPage),
  },
  {
    pattern: '/permissions',
    layout: 'shell',
    page: () => import('./permissions-page').then((m) => m.PermissionsPage),
  },
  {
    pattern: '/permissions/:id/audits',
    layout: 'shell',
    page: () => import('./audits-pages').then((m) => m.PermissionAuditsPage),
  },
];
