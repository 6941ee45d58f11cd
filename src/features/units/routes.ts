import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/properties',
    layout: 'shell',
    page: () => import('./list/units-page').then((m) => m.UnitsPage),
    warmer: () => import('./list/units-prefetch').then((m) => m.prefetchUnits),
  },
  {
    pattern: '/properties/create',
    layout: 'shell',
    page: () => import('./form/property-create-page').then((m) => m.PropertyCreatePage),
  },
  {
    pattern: '/properties/:id/details',
    layout: 'shell',
    page: () => import('./details/property-details-page').then((m) => m.PropertyDetailsPage),
  },
  {
    pattern: '/properties/:id/audits',
    layout: 'shell',
    page: () => import('./audits/property-audits-page').then((m) => m.PropertyAuditsPage),
  },
  {
    pattern: '/projects/:id/availability',
    layout: 'shell',
    page: () => import('./grid/availability-page').then((m) => m.AvailabilityPage),
    warmer: () => import('./grid/availability-prefetch').then((m) => m.prefetchAvailability),
  },
  {
    pattern: '/parkinglots/:id/details',
    layout: 'shell',
    page: () =>
      import('./complements/complement-details-page').then((m) => m.ParkingLotDetailsPage),
  },
  {
    pattern: '/warehouses/:id/details',
    layout: 'shell',
    page: () => import('./complements/complement-details-page').then((m) => m.WarehouseDetailsPage),
  },
];
