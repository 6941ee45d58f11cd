import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/preapprovals',
    layout: 'shell',
    page: () => import('./preapprovals-page').then((m) => m.PreapprovalsPage),
  },
  {
    pattern: '/preapprovals/:id/details',
    layout: 'shell',
    page: () => import('./preapproval-details-page').then((m) => m.PreapprovalDetailsPage),
  },
];
