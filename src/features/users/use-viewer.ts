// Who is looking at the users pages: their id (nobody switches off or deletes themself) and role
// (only Admin grants Admin; agency roles pick among the agency roles). Features do not import the
// session feature, so this reads the profile through the same `me` query the session uses.
import { MeDocument } from '../../../graphql/generated/client/graphql';
import { isAgencyScoped, isRoleName, type RoleName } from '../../shared/access';
import { useTypedQuery } from '../../lib/react/use-typed-query';

export interface Viewer {
  id: string;
  role: RoleName | null;
  /** RealstateAdmin, RealstateUser, RealstateVendor: limited to their agencies. */
  scoped: boolean;
}

export function useViewer(): Viewer | null {
  const me = useTypedQuery(MeDocument, {}, { staleTime: 5 * 60_000 });
  const profile = me.data?.me;
  if (!profile) return null;
  const first = profile.roles[0]?.name;
  const role = isRoleName(first) ? first : null;
  return { id: profile.id, role, scoped: isAgencyScoped({ role, permissions: [], status: true }) };
}
