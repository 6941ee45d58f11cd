import { canAccessRoute, landingPath, matchRoute } from '../shared/access';
import type { AccessSubject, RouteRule } from '../shared/access';
import { layoutOf } from './registered-routes';
import type { PageLayout } from './registered-routes';

export type SessionStatus = 'loggedOut' | 'authenticating' | 'loggedIn' | 'restoring';

export type RouteDecision =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; rule: RouteRule; params: Record<string, string>; layout: PageLayout }
  /** An allowed screen of the spec whose page comes with a later issue: said plainly, in place. */
  | { kind: 'pending'; rule: RouteRule };

export const NOT_FOUND_PATH = '/error-404';
export const FORBIDDEN_PATH = '/error-403';

/**
 * What the router does with a path, given the session (spec §2, §6, §8). Pure, so that every
 * branch is tested without rendering:
 * unknown path → 404; '/' while signed in → landing page; protected while restoring → wait;
 * protected while signed out → '/'; denied by the policy → 403; an allowed policy path whose page
 * is not built yet → 'pending' (the URL stays, so landing pages such as /preapprovals still land).
 */
export function decideRoute(
  path: string,
  status: SessionStatus,
  subject: AccessSubject | null,
): RouteDecision {
  const match = matchRoute(path);
  if (!match) return { kind: 'redirect', to: NOT_FOUND_PATH };
  const { rule, params } = match;
  const signedIn = status === 'loggedIn' && subject !== null;

  if (rule.access === 'public') {
    if (rule.pattern === '/') {
      // Showing the login form for a split second before the restored session redirects is jarring.
      if (status === 'restoring') return { kind: 'loading' };
      if (signedIn) return { kind: 'redirect', to: landingPath(subject) };
    }
    return render(rule, params);
  }

  if (status === 'restoring' || status === 'authenticating') return { kind: 'loading' };
  // Signed in but the profile (and so the role) is still loading: no verdict yet.
  if (status === 'loggedIn' && subject === null) return { kind: 'loading' };
  if (!signedIn) return { kind: 'redirect', to: '/' };
  if (!canAccessRoute(rule, subject)) return { kind: 'redirect', to: FORBIDDEN_PATH };
  if (!layoutOf(rule.pattern)) return { kind: 'pending', rule };
  return render(rule, params);
}

function render(rule: RouteRule, params: Record<string, string>): RouteDecision {
  const layout = layoutOf(rule.pattern);
  if (!layout) return { kind: 'redirect', to: NOT_FOUND_PATH };
  return { kind: 'render', rule, params, layout };
}
