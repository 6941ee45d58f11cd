import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import { orderOr, type ListSort, type SortColumns } from '../../kernel';
import type { ProjectRow } from './projects.row.service';

/** The fields the /projects list sorts by (`sort`, issue 33). */
export const projectSorts: SortColumns = {
  id: projects.id,
  name: projects.name,
  price_from: projects.price_from,
  orden: projects.orden,
  visible: projects.visible,
  important: projects.important,
};

/**
 * One page by orden, name and id (or the asked sort), and the total under the same filter: two
 * queries.
 */
export async function listProjects(
  db: DbOrTx,
  where: SQL | undefined,
  offset: number,
  limit: number,
  sort: ListSort | null = null,
) {
  const order = orderOr(sort, projectSorts, projects.id, [
    asc(projects.orden),
    asc(projects.name),
    asc(projects.id),
  ]);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type ProjectFlags = Partial<Pick<ProjectRow, 'visible' | 'important' | 'deleted_at'>>;

export async function updateProjectFlags(
  tx: DbOrTx,
  id: number,
  values: ProjectFlags,
): Promise<ProjectRow> {
  const [row] = await tx
    .update(projects)
    .set({ ...values, updated_at: new Date() })
    .where(eq(projects.id, id))
    .returning();
  if (!row) throw new Error(`update projects ${id} returned nothing`);
  return row;
}

export type ProjectValues = typeof projects.$inferInsert;

export async function insertProject(
  tx: DbOrTx,
  values: ProjectValues,
): Promise<ProjectRow | undefined> {
  const [created] = await tx.insert(projects).values(values).returning();
  return created;
}

export async function updateProject(
  tx: DbOrTx,
  id: number,
  values: Partial<ProjectValues>,
): Promise<ProjectRow | undefined> {
  const [updated] = await tx.update(projects).set(values).where(eq(projects.id, id)).returning();
  return updated;
}
