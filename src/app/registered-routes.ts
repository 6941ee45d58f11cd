/**
 * The screens that have a page today. The policy (src/shared/access) knows every screen of the
 * spec; a policy path without a page here answers 404 until its issue registers it. Kept apart
 * from the lazy page table so that guards and menus can read it without loading any page code.
 */
export type PageLayout = 'full' | 'shell';

export const registeredRoutes: ReadonlyArray<{ pattern: string; layout: PageLayout }> = [
  { pattern: '/', layout: 'full' },
  { pattern: '/forgot-password', layout: 'full' },
  { pattern: '/reset-password/:token/:email', layout: 'full' },
  { pattern: '/error-401', layout: 'full' },
  { pattern: '/error-403', layout: 'full' },
  { pattern: '/error-404', layout: 'full' },
  { pattern: '/home', layout: 'shell' },
  { pattern: '/profile', layout: 'shell' },
  { pattern: '/users', layout: 'shell' },
  { pattern: '/users/create', layout: 'shell' },
  { pattern: '/users/:id/edit', layout: 'shell' },
  { pattern: '/users/:id/audits', layout: 'shell' },
  { pattern: '/roles', layout: 'shell' },
  { pattern: '/roles/:id/audits', layout: 'shell' },
  { pattern: '/permissions', layout: 'shell' },
  { pattern: '/permissions/:id/audits', layout: 'shell' },
  { pattern: '/agencies', layout: 'shell' },
  { pattern: '/agencies/create', layout: 'shell' },
  { pattern: '/agencies/:id/edit', layout: 'shell' },
  { pattern: '/agencies/:id/audits', layout: 'shell' },
  { pattern: '/projects', layout: 'shell' },
  { pattern: '/projects/create', layout: 'shell' },
  { pattern: '/projects/:id/edit', layout: 'shell' },
  { pattern: '/projects/:id/audits', layout: 'shell' },
  { pattern: '/projects/:id/webhooks', layout: 'shell' },
  { pattern: '/projects/:id/webhooks/audits', layout: 'shell' },
  { pattern: '/properties', layout: 'shell' },
  { pattern: '/properties/create', layout: 'shell' },
  { pattern: '/properties/:id/details', layout: 'shell' },
  { pattern: '/properties/:id/audits', layout: 'shell' },
  { pattern: '/parkinglots/:id/details', layout: 'shell' },
  { pattern: '/warehouses/:id/details', layout: 'shell' },
  { pattern: '/exports', layout: 'shell' },
  { pattern: '/quotations', layout: 'shell' },
  { pattern: '/quotations/:id/details', layout: 'shell' },
  { pattern: '/quotations/:id/audits', layout: 'shell' },
  { pattern: '/bookings-requests', layout: 'shell' },
  { pattern: '/bookings-requests/:id/details', layout: 'shell' },
  { pattern: '/bookings-orders', layout: 'shell' },
  { pattern: '/bookings-orders/:id/details', layout: 'shell' },
  { pattern: '/promises-requests', layout: 'shell' },
  { pattern: '/promises-requests/:id/details', layout: 'shell' },
  { pattern: '/promises-orders', layout: 'shell' },
  { pattern: '/promises-orders/:id/details', layout: 'shell' },
  { pattern: '/preapprovals', layout: 'shell' },
  { pattern: '/preapprovals/:id/details', layout: 'shell' },
  { pattern: '/:id/business-details', layout: 'shell' },
  { pattern: '/business', layout: 'shell' },
  { pattern: '/plans/create', layout: 'shell' },
  { pattern: '/plans/contract', layout: 'shell' },
  { pattern: '/plans/list', layout: 'shell' },
  { pattern: '/news', layout: 'shell' },
  { pattern: '/news/create', layout: 'shell' },
  { pattern: '/news/:id/details', layout: 'shell' },
  { pattern: '/contacts', layout: 'shell' },
  { pattern: '/contacts/newsletter', layout: 'shell' },
  { pattern: '/contacts/enterprise', layout: 'shell' },
  { pattern: '/contacts/form-section', layout: 'shell' },
  { pattern: '/contacts/form-home-section', layout: 'shell' },
  { pattern: '/comments', layout: 'shell' },
  { pattern: '/comments/create', layout: 'shell' },
  { pattern: '/comments/:id/details', layout: 'shell' },
];

const layoutByPattern = new Map(registeredRoutes.map((route) => [route.pattern, route.layout]));

export function isRegistered(pattern: string): boolean {
  return layoutByPattern.has(pattern);
}

export function layoutOf(pattern: string): PageLayout | undefined {
  return layoutByPattern.get(pattern);
}
