import { allows, type AccessSubject } from './roles';
import { matchPattern } from './pattern';
import type { RouteRule } from './route-rule';
import { adminRoutes } from './route-table-admin';
import { contentRoutes } from './route-table-content';
import { projectRoutes } from './route-table-projects';
import { salesRoutes } from './route-table-sales';

export type { RouteRule } from './route-rule';

/** Every screen of spec §2, in matching order (first match wins). Unknown paths match nothing. */
export const routeRules: readonly RouteRule[] = [
  ...adminRoutes,
  ...projectRoutes,
  ...contentRoutes,
  ...salesRoutes,
];

/** The rule of a browser path (query string, hash and a trailing slash ignored), or null (→ 404). */
export function matchRoute(
  path: string,
): { rule: RouteRule; params: Record<string, string> } | null {
  for (const rule of routeRules) {
    const params = matchPattern(rule.pattern, path);
    if (params) return { rule, params };
  }
  return null;
}

/**
 * Whether `subject` (null = not signed in) may open the screen. The router sends a signed-out
 * visitor of a protected screen to '/' and a signed-in one who fails to '/error-403'.
 */
export function canAccessRoute(rule: RouteRule, subject: AccessSubject | null): boolean {
  return allows(rule.access, subject, rule.statusFlagOnly);
}

/** Where '/' sends a signed-in user (spec §2). */
export function landingPath(subject: AccessSubject): '/home' | '/preapprovals' {
  return subject.role === 'PreapprovalUser' ? '/preapprovals' : '/home';
}
