import type { FeatureRoute } from '../lib/routes';
import { routes as access } from '../features/access/routes';
import { routes as agencies } from '../features/agencies/routes';
import { routes as bookings } from '../features/bookings/routes';
import { routes as business } from '../features/business/routes';
import { routes as comments } from '../features/comments/routes';
import { routes as contacts } from '../features/contacts/routes';
import { routes as exports } from '../features/exports/routes';
import { routes as news } from '../features/news/routes';
import { routes as plans } from '../features/plans/routes';
import { routes as preapprovals } from '../features/preapprovals/routes';
import { routes as projects } from '../features/projects/routes';
import { routes as promises } from '../features/promises/routes';
import { routes as quotations } from '../features/quotations/routes';
import { routes as session } from '../features/session/routes';
import { routes as ufValues } from '../features/uf-values/routes';
import { routes as units } from '../features/units/routes';
import { routes as users } from '../features/users/routes';

/** The app's own pages: the error screens and the home dashboard. */
const app: readonly FeatureRoute[] = [
  {
    pattern: '/error-401',
    layout: 'full',
    page: () => import('./pages/error-401-page').then((m) => m.Error401Page),
  },
  {
    pattern: '/error-403',
    layout: 'full',
    page: () => import('./pages/error-403-page').then((m) => m.Error403Page),
  },
  {
    pattern: '/error-404',
    layout: 'full',
    page: () => import('./pages/error-404-page').then((m) => m.Error404Page),
  },
  {
    pattern: '/home',
    layout: 'shell',
    page: () => import('./pages/home-page').then((m) => m.HomePage),
  },
];

/**
 * Every page that exists, as its feature declares it. The policy (src/shared/access) knows every
 * screen of the spec; a policy path without a page here answers 404 until its issue adds it.
 */
export const appRoutes: readonly FeatureRoute[] = [
  ...session,
  ...app,
  ...users,
  ...access,
  ...agencies,
  ...ufValues,
  ...projects,
  ...units,
  ...exports,
  ...quotations,
  ...bookings,
  ...promises,
  ...preapprovals,
  ...business,
  ...plans,
  ...news,
  ...contacts,
  ...comments,
];
