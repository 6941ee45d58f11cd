import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/users',
    layout: 'shell',
    page: () => import('./users-page').then((m) => m.UsersPage),
  },
  {
    pattern: '/users/create',
    layout: 'shell',
    page: () => import('./user-create-page').then((m) => m.UserCreatePage),
  },
  {
    pattern: '/users/:id/edit',
    layout: 'shell',
    page: () => import('./user-edit-page').then((m) => m.UserEditPage),
  },
  {
    pattern: '/users/:id/audits',
    layout: 'shell',
    page: () => import('./user-audits-page').then((m) => m.UserAuditsPage),
  },
];
