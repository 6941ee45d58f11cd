// What the viewer's role may do on the pre-approval pages, read from the one policy
// (src/shared/access): open the details, edit, export. Features do not import the session
// feature, so this reads the profile through the same `me` query the session keeps.
import { MeDocument } from '../../../graphql/generated/client/graphql';
import { subjectOf } from '../../lib/access-subject';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { canAccessRoute, canRunOperation, matchRoute } from '../../shared/access';

export interface PreapprovalViewer {
  canOpen: boolean;
  canEdit: boolean;
  canExport: boolean;
}

export function usePreapprovalViewer(): PreapprovalViewer | null {
  const me = useTypedQuery(MeDocument, {}, { staleTime: 5 * 60_000 });
  const profile = me.data?.me;
  if (!profile) return null;
  const subject = subjectOf(profile);
  const details = matchRoute('/preapprovals/1/details');
  return {
    canOpen: details !== null && canAccessRoute(details.rule, subject),
    canEdit: canRunOperation('editPreapproval', subject),
    canExport: canRunOperation('requestApprovalFile', subject),
  };
}
