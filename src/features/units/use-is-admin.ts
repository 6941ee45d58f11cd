// Whether the viewer is Admin (audits are Admin-only, spec §6). Features do not import the
// session feature, so this reads the same `me` query the session holds.
import { MeDocument } from '../../../graphql/generated/client/graphql';
import { useTypedQuery } from '../../lib/react/use-typed-query';

export function useIsAdmin(): boolean {
  const me = useTypedQuery(MeDocument, {}, { staleTime: 5 * 60_000 });
  return me.data?.me.roles[0]?.name === 'Admin';
}
