// Whether the viewer may import or update units by sheet (the policy's rule for
// checkPropertiesExcel: Admin, RealstateAdmin, RealstateVendor). Features do not import the
// session feature, so this reads the same `me` query the session holds.
import { MeDocument } from '../../../../graphql/generated/client/graphql';
import { canRunOperation, isRoleName } from '../../../shared/access';
import { useTypedQuery } from '../../../lib/react/use-typed-query';

export function useCanImport(): boolean {
  const me = useTypedQuery(MeDocument, {}, { staleTime: 5 * 60_000 });
  const profile = me.data?.me;
  if (!profile) return false;
  const first = profile.roles[0]?.name;
  const subject = {
    role: isRoleName(first) ? first : null,
    permissions: profile.permissions.map((permission) => permission.name),
    status: profile.status,
  };
  return (
    canRunOperation('checkPropertiesExcel', subject) &&
    canRunOperation('savePropertiesImport', subject)
  );
}
