import type { PageLayout } from '../lib/routes';
import { appRoutes } from './routes';

export type { PageLayout };

/** The pattern and layout of every page, for guards and menus (no page code is loaded). */
export const registeredRoutes: ReadonlyArray<{ pattern: string; layout: PageLayout }> =
  appRoutes.map(({ pattern, layout }) => ({ pattern, layout }));

const layoutByPattern = new Map(registeredRoutes.map((route) => [route.pattern, route.layout]));

export function isRegistered(pattern: string): boolean {
  return layoutByPattern.has(pattern);
}

export function layoutOf(pattern: string): PageLayout | undefined {
  return layoutByPattern.get(pattern);
}
