import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/:id/business-details',
    layout: 'shell',
    page: () => import('./details/business-details-page').then((m) => m.BusinessDetailsPage),
  },
  {
    pattern: '/business/duplicates',
    layout: 'shell',
    page: () =>
      import('./duplicates/prospect-duplicates-page').then((m) => m.ProspectDuplicatesPage),
  },
  {
    pattern: '/business',
    layout: 'shell',
    page: () => import('./business-page').then((m) => m.BusinessPage),
    warmer: () => import('./business-prefetch').then((m) => m.prefetchBusiness),
  },
];
