import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/users',
    layout: 'shell',
    page: () => import('./list/users-page').then((m) => m.UsersPage),
  },
  {
    pattern: '/users/create',
    layout: 'shell',
    page: () => import('./form/user-create-page').then((m) => m.UserCreatePage),
  },
  {
    pattern: '/users/:id/edit',
    layout: 'shell',
    page: () => import('./form/user-edit-page').then((m) => m.UserEditPage),
  },
  {
    pattern: '/users/:id/audits',
    layout: 'shell',
    page: () => import('./audits/user-audits-page').then((m) => m.UserAuditsPage),
  },
];
