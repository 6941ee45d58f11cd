import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/comments',
    layout: 'shell',
    page: () => import('./comments-page').then((m) => m.CommentsPage),
  },
  {
    pattern: '/comments/create',
    layout: 'shell',
    page: () => import('./comment-create-page').then((m) => m.CommentCreatePage),
  },
  {
    pattern: '/comments/:id/details',
    layout: 'shell',
    page: () => import('./comment-details-page').then((m) => m.CommentDetailsPage),
  },
];
