import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/bookings-requests',
    layout: 'shell',
    page: () => import('./requests-list/requests-list-page').then((m) => m.BookingRequestsPage),
  },
  {
    pattern: '/bookings-requests/:id/details',
    layout: 'shell',
    page: () =>
      import('./request-details/request-details-page').then((m) => m.BookingRequestDetailsPage),
  },
  {
    pattern: '/bookings-orders',
    layout: 'shell',
    page: () => import('./orders-list/orders-list-page').then((m) => m.BookingOrdersPage),
  },
  {
    pattern: '/bookings-orders/:id/details',
    layout: 'shell',
    page: () => import('./order-details/order-details-page').then((m) => m.BookingOrderDetailsPage),
  },
];
