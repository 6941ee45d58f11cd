// Who is looking at the project pages: what the policy lets their role do here. Features do not
// import the session feature, so this reads the profile through the same `me` query.
import { MeDocument } from '../../../graphql/generated/client/graphql';
import { canRunOperation, isRoleName, type AccessSubject } from '../../shared/access';
import { useTypedQuery } from '../../lib/react/use-typed-query';

export interface ProjectViewer {
  isAdmin: boolean;
  /** May create, edit, hide, mark and remove projects (Admin, RealstateAdmin, RealstateVendor). */
  canManage: boolean;
}

export function useProjectViewer(): ProjectViewer | null {
  const me = useTypedQuery(MeDocument, {}, { staleTime: 5 * 60_000 });
  const profile = me.data?.me;
  if (!profile) return null;
  const first = profile.roles[0]?.name;
  const subject: AccessSubject = {
    role: isRoleName(first) ? first : null,
    permissions: profile.permissions.map((permission) => permission.name),
    status: profile.status,
  };
  return {
    isAdmin: subject.role === 'Admin',
    canManage: canRunOperation('editProject', subject),
  };
}
