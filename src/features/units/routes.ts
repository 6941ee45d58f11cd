import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/properties',
    layout: 'shell',
    page: () => import('./units-page').then((m) => m.UnitsPage),
    warmer: () => import('./units-prefetch').then((m) => m.prefetchUnits),
  },
  {
    pattern: '/properties/create',
    layout: 'shell',
    page: () => import('./property-create-page').then((m) => m.PropertyCreatePage),
  },
  {
    pattern: '/properties/:id/details',
    layout: 'shell',
    page: () => import('./property-details-page').then((m) => m.PropertyDetailsPage),
  },
  {
    pattern: '/properties/:id/audits',
    layout: 'shell',
    page: () => import('./property-audits-page').then((m) => m.PropertyAuditsPage),
  },
  {
    pattern: '/parkinglots/:id/details',
    layout: 'shell',
    page: () => import('./complement-details-page').then((m) => m.ParkingLotDetailsPage),
  },
  {
    pattern: '/warehouses/:id/details',
    layout: 'shell',
    page: () => import('./complement-details-page').then((m) => m.WarehouseDetailsPage),
  },
];
