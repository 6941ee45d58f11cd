import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/news',
    layout: 'shell',
    page: () => import('./news-list-page').then((m) => m.NewsListPage),
  },
  {
    pattern: '/news/create',
    layout: 'shell',
    page: () => import('./news-form-page').then((m) => m.NewsCreatePage),
  },
  {
    pattern: '/news/:id/details',
    layout: 'shell',
    page: () => import('./news-form-page').then((m) => m.NewsDetailsPage),
  },
];
