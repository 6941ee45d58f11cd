import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/projects',
    layout: 'shell',
    page: () => import('./list/projects-page').then((m) => m.ProjectsPage),
  },
  {
    pattern: '/projects/create',
    layout: 'shell',
    page: () => import('./editor/project-create-page').then((m) => m.ProjectCreatePage),
    warmer: () => import('./editor/project-editor-prefetch').then((m) => m.prefetchProjectEditor),
  },
  {
    pattern: '/projects/:id/edit',
    layout: 'shell',
    page: () => import('./editor/project-edit-page').then((m) => m.ProjectEditPage),
    warmer: () => import('./editor/project-editor-prefetch').then((m) => m.prefetchProjectEditor),
  },
  {
    pattern: '/projects/:id/audits',
    layout: 'shell',
    page: () => import('./audits/project-audits-page').then((m) => m.ProjectAuditsPage),
  },
  {
    pattern: '/projects/:id/webhooks',
    layout: 'shell',
    page: () => import('./webhooks/webhooks-page').then((m) => m.WebhooksPage),
  },
  {
    pattern: '/projects/:id/webhooks/audits',
    layout: 'shell',
    page: () => import('./webhooks/webhook-audits-page').then((m) => m.WebhookAuditsPage),
  },
];
