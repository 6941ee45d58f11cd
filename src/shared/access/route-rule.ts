import type { Access } from './roles';
import type { MenuSectionKey } from './sections';

export interface RouteRule {
  /** wouter pattern, e.g. '/users/:id/edit'. */
  pattern: string;
  /** Spanish breadcrumb leaf (and page title). */
  title: string;
  /** Spanish breadcrumb trail, ending with the title. */
  crumbs: string[];
  /** Menu entry to highlight. */
  section: MenuSectionKey;
  access: Access;
  /** Spec §6: "check applies only when the profile status flag is set". */
  statusFlagOnly?: boolean;
}

/** One row of a route table; the title is the last crumb so the two never disagree. */
export function rule(
  pattern: string,
  crumbs: string[],
  section: MenuSectionKey,
  access: Access,
  options: { statusFlagOnly?: true } = {},
): RouteRule {
  return { pattern, title: crumbs[crumbs.length - 1] ?? '', crumbs, section, access, ...options };
}

/** The spec's "(check applies only when the profile status flag is set)". */
export const STATUS_FLAG_ONLY = { statusFlagOnly: true } as const;
