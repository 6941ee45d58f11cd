import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/promises-requests',
    layout: 'shell',
    page: () => import('./promise-requests-page').then((m) => m.PromiseRequestsPage),
  },
  {
    pattern: '/promises-requests/:id/details',
    layout: 'shell',
    page: () => import('./promise-request-details-page').then((m) => m.PromiseRequestDetailsPage),
  },
  {
    pattern: '/promises-orders',
    layout: 'shell',
    page: () => import('./promise-orders-page').then((m) => m.PromiseOrdersPage),
  },
  {
    pattern: '/promises-orders/:id/details',
    layout: 'shell',
    page: () => import('./promise-order-details-page').then((m) => m.PromiseOrderDetailsPage),
  },
];
