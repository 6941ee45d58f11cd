import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/uf-values',
    layout: 'shell',
    page: () => import('./uf-values-page').then((m) => m.UfValuesPage),
  },
];
