// The signed-in user as every screen sees them: one cached `me` query (the session machine's own
// document, whose answer the session runtime already puts in the cache) and what the one policy
// in src/shared/access lets them do. No feature fetches `me` or builds a subject itself.
import type { DocumentNode } from 'graphql';
import { useMemo } from 'react';
import { MeDocument } from '../../../graphql/generated/session/graphql';
import type { Profile } from '../../../machines/session/session.types';
import {
  canAccessRoute,
  canRunOperation,
  isAgencyScoped,
  matchRoute,
  type AccessSubject,
} from '../../shared/access';
import { useTypedQuery } from '../react/use-typed-query';
import { rootFieldsOf } from '../record-invalidation';
import { subjectOf } from './subject';

export interface Viewer {
  profile: Profile;
  /** What the access policy reads: first role, permission names, status flag. */
  subject: AccessSubject;
  /** RealstateAdmin, RealstateUser, RealstateVendor: limited to their agencies' records. */
  scoped: boolean;
}

// A role or a permission changes rarely, and the session reloads the profile when it does.
const VIEWER_STALE_MS = 5 * 60_000;

/** The signed-in user, or null while their profile loads. */
export function useViewer(): Viewer | null {
  const me = useTypedQuery(MeDocument, {}, { staleTime: VIEWER_STALE_MS });
  const profile = me.data?.me;
  return useMemo(() => {
    if (!profile) return null;
    const subject = subjectOf(profile);
    return { profile, subject, scoped: isAgencyScoped(subject) };
  }, [profile]);
}

/**
 * Whether the policy lets `subject` open a screen ('/news', '/quotations/0/audits'), run an
 * operation by its root field name ('editQuotation') or run every root field of a document.
 */
export function can(target: string | DocumentNode, subject: AccessSubject | null): boolean {
  if (typeof target !== 'string') {
    const fields = rootFieldsOf(target);
    return fields.length > 0 && fields.every((field) => canRunOperation(field, subject));
  }
  if (!target.startsWith('/')) return canRunOperation(target, subject);
  const route = matchRoute(target);
  return route !== null && canAccessRoute(route.rule, subject);
}

/** `can` for the signed-in user; false while their profile loads. */
export function useCan(target: string | DocumentNode): boolean {
  const viewer = useViewer();
  return viewer !== null && can(target, viewer.subject);
}
