import { asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../../../src/server/db/client';
import {
  projectUsers,
  projects,
  realStateAgencyUsers,
  roles,
  userPermissions,
  userRoles,
  users,
} from '../../../../src/server/db/schema';
import type { Principal } from '../../../harness/principals';

// The other agency of pass 2, read from the demo database: for a scoped principal, an agency it
// is not linked to that has projects, and people of that agency made fresh for each check (so a
// leak that deletes or edits one cannot weaken the next check).

export interface Foreign {
  agencyId: number;
  projectIds: number[];
}

/** The first agency (by id) with projects that the principal is not linked to. */
export async function foreignAgency(db: Db, principal: Principal): Promise<Foreign> {
  const rows = await db
    .select({ id: projects.id, agency: projects.real_state_agency_id })
    .from(projects)
    .where(
      principal.agencyIds.length
        ? notInArray(projects.real_state_agency_id, principal.agencyIds)
        : undefined,
    )
    .orderBy(asc(projects.real_state_agency_id), asc(projects.id));
  const agencyId = rows[0]?.agency;
  if (agencyId === undefined) throw new Error(`sin agencia ajena para ${principal.name}`);
  return { agencyId, projectIds: rows.filter((r) => r.agency === agencyId).map((r) => r.id) };
}

/** The principal's own agency's first project (to build "own user" fixtures). */
export async function ownProjects(db: Db, principal: Principal): Promise<number[]> {
  if (!principal.agencyIds.length) return [];
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(inArray(projects.real_state_agency_id, principal.agencyIds))
    .orderBy(asc(projects.id));
  return rows.map((r) => r.id);
}

const PEOPLE = [
  ['Ignacio', 'Bravo Tapia'],
  ['Fernanda', 'Riquelme Ortiz'],
  ['Cristóbal', 'Navarro Espinoza'],
  ['Valentina', 'Cáceres Lagos'],
] as const;
let made = 0;

/** A RealstateUser linked to one agency and some of its projects, inserted as the seed does. */
export async function insertStaff(db: Db, agencyId: number, projectIds: number[]): Promise<number> {
  const [name, lastName] = PEOPLE[made % PEOPLE.length] ?? PEOPLE[0];
  made++;
  // Nobody signs in as this person, so the demo admin's stored hash is borrowed.
  const [hash] = await db.select({ password: users.password }).from(users).limit(1);
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, 'RealstateUser'));
  const [user] = await db
    .insert(users)
    .values({
      name,
      last_name: lastName,
      email: `sonda.${made}.${agencyId}.${Date.now()}@inmobiliaria-ajena.cl`,
      password: hash?.password ?? 'x',
      status: true,
    })
    .returning({ id: users.id });
  if (!user || !role) throw new Error('no se pudo crear el usuario de prueba');
  await db.insert(userRoles).values({ user_id: user.id, role_id: role.id, position: 0 });
  await db
    .insert(realStateAgencyUsers)
    .values({ user_id: user.id, real_state_agency_id: agencyId });
  if (projectIds.length) {
    await db
      .insert(projectUsers)
      .values(projectIds.map((id) => ({ user_id: user.id, project_id: id })));
  }
  return user.id;
}

const byNumber = (a: number, b: number) => a - b;

/** Everything a user mutation could change about one user, to compare before and after. */
export async function userSnapshot(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return {
    row: row ?? null,
    roles: await db
      .select({ role: userRoles.role_id, position: userRoles.position })
      .from(userRoles)
      .where(eq(userRoles.user_id, id))
      .orderBy(asc(userRoles.role_id)),
    agencies: (
      await db
        .select({ id: realStateAgencyUsers.real_state_agency_id })
        .from(realStateAgencyUsers)
        .where(eq(realStateAgencyUsers.user_id, id))
    )
      .map((r) => r.id)
      .sort(byNumber),
    projects: (
      await db
        .select({ id: projectUsers.project_id })
        .from(projectUsers)
        .where(eq(projectUsers.user_id, id))
    )
      .map((r) => r.id)
      .sort(byNumber),
    permissions: (
      await db
        .select({ id: userPermissions.permission_id })
        .from(userPermissions)
        .where(eq(userPermissions.user_id, id))
    )
      .map((r) => r.id)
      .sort(byNumber),
  };
}

/** The agencies each of these users is linked to, from the database (not from the answer). */
export async function agenciesOfUsers(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const links = ids.length
    ? await db
        .select({
          user: realStateAgencyUsers.user_id,
          agency: realStateAgencyUsers.real_state_agency_id,
        })
        .from(realStateAgencyUsers)
        .where(inArray(realStateAgencyUsers.user_id, ids))
    : [];
  const map = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const link of links) map.get(link.user)?.push(link.agency);
  return map;
}
