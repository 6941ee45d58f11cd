// Test support for the projects suites: demo tokens, extra projects and the rows hanging off
// them. Never imported by production code.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audits, projects } from '../../db/schema';

export { agenciesOf, tokens } from '../agencies/agencies.fixtures';

let made = 0;

/** A live project of `agencyId` with the fields createProject requires, as the seed writes them. */
export async function insertProject(
  db: Db,
  agencyId: number,
  values: { name: string; orden?: number; visible?: boolean },
) {
  made++;
  const [row] = await db
    .insert(projects)
    .values({
      real_state_agency_id: agencyId,
      name: values.name,
      slug: `${values.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${made}`,
      type: 'Departamentos',
      orden: values.orden ?? 50,
      price_from: '2150.50',
      bedrooms_from: 2,
      area_from: '48.30',
      visible: values.visible ?? true,
    })
    .returning();
  if (!row) throw new Error('no se pudo crear el proyecto de prueba');
  return row;
}

/** Live project ids of some agencies (all agencies when `agencyIds` is undefined). */
export async function liveProjectIds(db: Db, agencyIds?: number[]) {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        isNull(projects.deleted_at),
        agencyIds ? inArray(projects.real_state_agency_id, agencyIds) : undefined,
      ),
    );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function projectRow(db: Db, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row ?? null;
}

export function projectAudits(db: Db, id: number | string) {
  return db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, 'Project'), eq(audits.auditable_id, String(id))))
    .orderBy(asc(audits.id));
}

/** The first id of a list the demo data guarantees non-empty. */
export function firstOf(ids: number[]): number {
  const [first] = ids;
  if (first === undefined) throw new Error('la lista de ids de la demo está vacía');
  return first;
}
