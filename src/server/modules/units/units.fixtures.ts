// Test support for the units suites: demo projects of an agency and their units. Never imported
// by production code.
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  parkingLots,
  projects,
  properties,
  realStateAgencyUsers,
  users,
  warehouses,
} from '../../db/schema';

export { tokens } from '../agencies/agencies.fixtures';

/** The agencies a demo user works for. */
export async function agencyIdsOf(db: Db, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: realStateAgencyUsers.real_state_agency_id })
    .from(realStateAgencyUsers)
    .innerJoin(users, eq(users.id, realStateAgencyUsers.user_id))
    .where(eq(users.email, email));
  return rows.map((row) => row.id);
}

/** The live apartment projects (with warehouses and parking lots) of the user's agencies, or of others. */
export async function projectsFor(db: Db, email: string, own = true) {
  const agencies = await agencyIdsOf(db, email);
  return db
    .select()
    .from(projects)
    .where(
      and(
        own
          ? inArray(projects.real_state_agency_id, agencies)
          : notInArray(projects.real_state_agency_id, agencies),
        isNull(projects.deleted_at),
        eq(projects.type, 'Departamentos'),
      ),
    )
    .orderBy(asc(projects.id));
}

export function homesOf(db: Db, projectId: number) {
  return db
    .select()
    .from(properties)
    .where(and(eq(properties.project_id, projectId), isNull(properties.deleted_at)))
    .orderBy(asc(properties.id));
}

export function warehousesOf(db: Db, projectId: number) {
  return db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.project_id, projectId), isNull(warehouses.deleted_at)))
    .orderBy(asc(warehouses.id));
}

export function parkingLotsOf(db: Db, projectId: number) {
  return db
    .select()
    .from(parkingLots)
    .where(and(eq(parkingLots.project_id, projectId), isNull(parkingLots.deleted_at)))
    .orderBy(asc(parkingLots.id));
}

export async function homeRow(db: Db, id: number) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row ?? null;
}
