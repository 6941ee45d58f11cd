// What the viewer's role may do on the news pages, read from the one policy (src/shared/access):
// editors publish, hide, create and edit; agency roles only read the list (spec §6).
import { MeDocument } from '../../../graphql/generated/client/graphql';
import { subjectOf } from '../../lib/access-subject';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { canAccessRoute, canRunOperation, matchRoute } from '../../shared/access';

export interface NewsViewer {
  canEdit: boolean;
  /** NewsUser edits news but may not open the list (spec §6): its way back is the home page. */
  canList: boolean;
}

export function useNewsViewer(): NewsViewer | null {
  const me = useTypedQuery(MeDocument, {}, { staleTime: 5 * 60_000 });
  const profile = me.data?.me;
  if (!profile) return null;
  const subject = subjectOf(profile);
  const list = matchRoute('/news');
  return {
    canEdit: canRunOperation('editStatusNews', subject),
    canList: list !== null && canAccessRoute(list.rule, subject),
  };
}
