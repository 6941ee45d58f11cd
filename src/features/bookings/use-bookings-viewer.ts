// What the viewer may do with booking requests and orders, from the one policy. Features do not
// import the session feature, so this reads the profile through the same cached `me` query.
import { MeDocument } from '../../../graphql/generated/client/graphql';
import { subjectOf } from '../../lib/access-subject';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { canRunOperation } from '../../shared/access';

export interface BookingsViewer {
  canChangeRequestStatus: boolean;
  canChangeOrderStatus: boolean;
}

export function useBookingsViewer(): BookingsViewer | null {
  const me = useTypedQuery(MeDocument, {}, { staleTime: 5 * 60_000 });
  const profile = me.data?.me;
  if (!profile) return null;
  const subject = subjectOf(profile);
  return {
    canChangeRequestStatus: canRunOperation('editBookingRequest', subject),
    canChangeOrderStatus: canRunOperation('editBookingOrder', subject),
  };
}
