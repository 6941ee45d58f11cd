import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/contacts',
    layout: 'shell',
    page: () => import('./contact-forms-page').then((m) => m.ContactFormsPage),
  },
  {
    pattern: '/contacts/newsletter',
    layout: 'shell',
    page: () => import('./dated-contacts-pages').then((m) => m.NewsletterContactsPage),
  },
  {
    pattern: '/contacts/enterprise',
    layout: 'shell',
    page: () => import('./dated-contacts-pages').then((m) => m.EnterpriseContactsPage),
  },
  {
    pattern: '/contacts/form-section',
    layout: 'shell',
    page: () => import('./dated-contacts-pages').then((m) => m.FormSectionContactsPage),
  },
  {
    pattern: '/contacts/form-home-section',
    layout: 'shell',
    page: () => import('./dated-contacts-pages').then((m) => m.HomeSectionContactsPage),
  },
];
