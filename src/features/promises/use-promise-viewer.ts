// What the viewer's role may do on the promise pages, read from the one policy
// (src/shared/access): change statuses and request the exports. Features do not import the
// session feature, so this reads the profile through the same `me` query the session keeps.
import { MeDocument } from '../../../graphql/generated/client/graphql';
import { subjectOf } from '../../lib/access-subject';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { canRunOperation } from '../../shared/access';

export interface PromiseViewer {
  canChangeRequest: boolean;
  canChangeOrder: boolean;
  canExportRequests: boolean;
  canExportOrders: boolean;
}

export function usePromiseViewer(): PromiseViewer | null {
  const me = useTypedQuery(MeDocument, {}, { staleTime: 5 * 60_000 });
  const profile = me.data?.me;
  if (!profile) return null;
  const subject = subjectOf(profile);
  return {
    canChangeRequest: canRunOperation('editPromiseRequest', subject),
    canChangeOrder: canRunOperation('editPromiseOrder', subject),
    canExportRequests: canRunOperation('requestPromiseRequestFile', subject),
    canExportOrders: canRunOperation('requestPromiseOrderFile', subject),
  };
}
