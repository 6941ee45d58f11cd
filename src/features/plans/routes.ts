import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/plans/create',
    layout: 'shell',
    page: () => import('./plan-create-page').then((m) => m.PlanCreatePage),
  },
  {
    pattern: '/plans/contract',
    layout: 'shell',
    page: () => import('./plan-contract-page').then((m) => m.PlanContractPage),
  },
  {
    pattern: '/plans/list',
    layout: 'shell',
    page: () => import('./plans-list-page').then((m) => m.PlansListPage),
  },
];
