// What the access policy needs from a profile (spec §3: the first role is the user's role).
import type { Profile } from '../../../machines/session/session.types';
import { isRoleName, type AccessSubject, type StoredAccess } from '../../shared/access';

export function storedAccessOf(profile: Profile): StoredAccess {
  const first = profile.roles[0]?.name;
  return {
    role: isRoleName(first) ? first : null,
    permissions: profile.permissions.map((permission) => permission.name),
  };
}

export function subjectOf(profile: Profile): AccessSubject {
  return { ...storedAccessOf(profile), status: profile.status };
}
