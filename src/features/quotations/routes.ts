import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/quotations',
    layout: 'shell',
    page: () => import('./quotations-page').then((m) => m.QuotationsPage),
  },
  {
    pattern: '/quotations/:id/details',
    layout: 'shell',
    page: () => import('./quotation-details-page').then((m) => m.QuotationDetailsPage),
  },
  {
    pattern: '/quotations/:id/audits',
    layout: 'shell',
    page: () => import('./quotation-audits-page').then((m) => m.QuotationAuditsPage),
  },
];
