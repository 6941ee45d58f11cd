import { eq } from 'drizzle-orm';
import { MeDocument } from '../../graphql/generated/client/graphql';
import { isRoleName, type AccessSubject, type RoleName } from '../../src/shared/access';
import { projectUsers, realStateAgencyUsers } from '../../src/server/db/schema';
import { executeOperation, login, type TestApp } from './test-app';

// The eight principals of the authorization suite (issue 3): one demo user per role of spec §6,
// plus nobody at all. What each may do is read back from the server (`me`) and the database, not
// assumed, so a seed change cannot make the suite test the wrong person.

export type PrincipalName = RoleName | 'anonymous';

export const PRINCIPAL_EMAILS: Readonly<Record<RoleName, string>> = {
  Admin: 'admin@demo.cl',
  SuperAdmin: 'superadmin@demo.cl',
  RealstateAdmin: 'realstateadmin@demo.cl',
  RealstateUser: 'realstateuser@demo.cl',
  RealstateVendor: 'realstatevendor@demo.cl',
  PreapprovalUser: 'preapprovaluser@demo.cl',
  NewsUser: 'newsuser@demo.cl',
};

export interface Principal {
  name: PrincipalName;
  email: string | null;
  /** Bearer access token; null for anonymous. */
  token: string | null;
  /** What the policy sees; null = no valid token. */
  subject: AccessSubject | null;
  userId: number | null;
  /** Agencies and projects the user is linked to, from the database. */
  agencyIds: number[];
  projectIds: number[];
}

export const ANONYMOUS: Principal = {
  name: 'anonymous',
  email: null,
  token: null,
  subject: null,
  userId: null,
  agencyIds: [],
  projectIds: [],
};

/** Signs one demo user in and reads who the server thinks it is. */
export async function signIn(t: TestApp, role: RoleName): Promise<Principal> {
  const email = PRINCIPAL_EMAILS[role];
  const { access_token } = await login(t.app, email, undefined, t.config);
  const me = await executeOperation(t.app, MeDocument, {}, access_token);
  const profile = me.data?.me;
  if (!profile) throw new Error(`me de ${email}: ${JSON.stringify(me.errors)}`);
  const first = profile.roles[0]?.name;
  if (first !== role || !isRoleName(first)) throw new Error(`${email} no tiene el rol ${role}`);
  const userId = Number(profile.id);
  const agencies = await t.database.db
    .select({ id: realStateAgencyUsers.real_state_agency_id })
    .from(realStateAgencyUsers)
    .where(eq(realStateAgencyUsers.user_id, userId));
  const projects = await t.database.db
    .select({ id: projectUsers.project_id })
    .from(projectUsers)
    .where(eq(projectUsers.user_id, userId));
  return {
    name: role,
    email,
    token: access_token,
    subject: {
      role: first,
      status: profile.status,
      permissions: profile.permissions.map((p) => p.name),
    },
    userId,
    agencyIds: agencies.map((a) => a.id).sort((a, b) => a - b),
    projectIds: projects.map((p) => p.id).sort((a, b) => a - b),
  };
}

/** The eight principals, signed in once each: every login verifies an argon2 hash. */
export async function signInAll(t: TestApp): Promise<Principal[]> {
  const roles = Object.keys(PRINCIPAL_EMAILS).filter(isRoleName);
  const signed: Principal[] = [];
  for (const role of roles) signed.push(await signIn(t, role));
  return [...signed, ANONYMOUS];
}

export const bearer = (principal: Principal): Record<string, string> =>
  principal.token ? { authorization: `Bearer ${principal.token}` } : {};
