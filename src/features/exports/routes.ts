import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/exports',
    layout: 'shell',
    page: () => import('./exports-page').then((m) => m.ExportsPage),
  },
];
