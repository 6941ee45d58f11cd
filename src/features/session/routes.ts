import type { FeatureRoute } from '../../lib/routes';

/** This feature's pages: the app assembles every feature's routes (src/app/routes.ts). */
export const routes: readonly FeatureRoute[] = [
  {
    pattern: '/',
    layout: 'full',
    page: () => import('./login-page').then((m) => m.LoginPage),
  },
  {
    pattern: '/forgot-password',
    layout: 'full',
    page: () => import('./forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
  {
    pattern: '/reset-password/:token/:email',
    layout: 'full',
    page: () => import('./reset-password-page').then((m) => m.ResetPasswordPage),
  },
  {
    pattern: '/profile',
    layout: 'shell',
    page: () => import('./profile-page').then((m) => m.ProfilePage),
  },
];
