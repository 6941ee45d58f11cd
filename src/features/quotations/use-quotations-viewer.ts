// What the viewer may do with quotations, from the one policy. Features do not import the session
// feature, so this reads the profile through the same cached `me` query.
import { MeDocument } from '../../../graphql/generated/client/graphql';
import { subjectOf } from '../../lib/access-subject';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { canAccessRoute, canRunOperation, matchRoute } from '../../shared/access';

export interface QuotationsViewer {
  isAdmin: boolean;
  canChangeStatus: boolean;
  /** The audits page is for managers only (spec §6). */
  canSeeAudits: boolean;
}

export function useQuotationsViewer(): QuotationsViewer | null {
  const me = useTypedQuery(MeDocument, {}, { staleTime: 5 * 60_000 });
  const profile = me.data?.me;
  if (!profile) return null;
  const subject = subjectOf(profile);
  const audits = matchRoute('/quotations/0/audits');
  return {
    isAdmin: subject.role === 'Admin',
    canChangeStatus: canRunOperation('editQuotation', subject),
    canSeeAudits: audits !== null && canAccessRoute(audits.rule, subject),
  };
}
