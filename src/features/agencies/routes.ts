import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/agencies',
    layout: 'shell',
    page: () => import('./agencies-page').then((m) => m.AgenciesPage),
  },
  {
    pattern: '/agencies/create',
    layout: 'shell',
    page: () => import('./agency-create-page').then((m) => m.AgencyCreatePage),
  },
  {
    pattern: '/agencies/:id/edit',
    layout: 'shell',
    page: () => import('./agency-edit-page').then((m) => m.AgencyEditPage),
  },
  {
    pattern: '/agencies/:id/audits',
    layout: 'shell',
    page: () => import('./agency-audits-page').then((m) => m.AgencyAuditsPage),
  },
];
