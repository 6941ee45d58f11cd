import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projects, realStateAgencies } from '../../db/schema';

/** The agency `id`, if it exists. */
export function findAgencyId(db: DbOrTx, id: number) {
  return db
    .select({ id: realStateAgencies.id })
    .from(realStateAgencies)
    .where(eq(realStateAgencies.id, id));
}

/** One live project of agency `id` among `projectIds`, if there is one. */
export function findLinkedProjectOfAgency(db: DbOrTx, id: number, projectIds: number[]) {
  return db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.real_state_agency_id, id),
        inArray(projects.id, projectIds),
        isNull(projects.deleted_at),
      ),
    )
    .limit(1);
}
