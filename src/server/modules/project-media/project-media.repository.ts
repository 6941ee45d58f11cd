import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { medias, properties } from '../../db/schema';

/** `medias.model_type` of everything a project owns (slot in `collection`). */
export const PROJECT_MEDIA_MODEL = 'project';
export type MediaRow = typeof medias.$inferSelect;

/** A stored file ready to become a medias row (the storage layer gave url and path). */
export interface NewMedia {
  collection: string;
  url: string;
  path: string;
  file_name: string;
  extension: string;
  mime: string;
  size: number;
  order?: number;
  unit_model?: string | null;
}

const ofProject = (projectId: number) =>
  and(eq(medias.model_type, PROJECT_MEDIA_MODEL), eq(medias.model_id, projectId));

export function listProjectMedia(db: DbOrTx, projectId: number) {
  return db
    .select()
    .from(medias)
    .where(ofProject(projectId))
    .orderBy(asc(medias.collection), asc(medias.order), asc(medias.id));
}

/** One slot of a project, in display order. */
export function listSlot(db: DbOrTx, projectId: number, collection: string) {
  return db
    .select()
    .from(medias)
    .where(and(ofProject(projectId), eq(medias.collection, collection)))
    .orderBy(asc(medias.order), asc(medias.id));
}

/** Project media rows by id, whatever their project (the caller checks whose they are). */
export function findProjectMediaByIds(db: DbOrTx, ids: readonly number[]) {
  return db
    .select()
    .from(medias)
    .where(and(eq(medias.model_type, PROJECT_MEDIA_MODEL), inArray(medias.id, [...ids])));
}

export async function findOwnMedia(db: DbOrTx, projectId: number, mediaId: number) {
  const [row] = await db
    .select()
    .from(medias)
    .where(and(ofProject(projectId), eq(medias.id, mediaId)));
  return row ?? null;
}

export async function insertMedia(tx: DbOrTx, projectId: number, rows: readonly NewMedia[]) {
  if (!rows.length) return [];
  return tx
    .insert(medias)
    .values(rows.map((row) => ({ ...row, model_type: PROJECT_MEDIA_MODEL, model_id: projectId })))
    .returning();
}

/** Removes rows and returns them (their files are removed after the commit). */
export function deleteMedia(tx: DbOrTx, projectId: number, ids: readonly number[]) {
  return tx
    .delete(medias)
    .where(and(ofProject(projectId), inArray(medias.id, [...ids])))
    .returning();
}

/** Removes a whole slot (logo, cover page) and returns the removed rows. */
export function clearSlot(tx: DbOrTx, projectId: number, collection: string) {
  return tx
    .delete(medias)
    .where(and(ofProject(projectId), eq(medias.collection, collection)))
    .returning();
}

/** Sets `order` of many rows in one statement: ids[i] gets order i. */
export async function renumber(tx: DbOrTx, projectId: number, ids: readonly number[]) {
  if (!ids.length) return;
  const pairs = sql.join(
    ids.map((id, order) => sql`(${id}::int, ${order}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${medias} set "order" = v.ord, updated_at = now()
    from (values ${pairs}) as v(id, ord)
    where ${medias.id} = v.id and ${medias.model_type} = ${PROJECT_MEDIA_MODEL}
      and ${medias.model_id} = ${projectId} and ${medias.order} <> v.ord`);
}

/** Floor plans of some (or all) models of a project. */
export function listFloorPlans(db: DbOrTx, projectId: number, models?: readonly string[]) {
  return db
    .select()
    .from(medias)
    .where(
      and(
        ofProject(projectId),
        eq(medias.collection, 'model_floor'),
        models ? inArray(medias.unit_model, [...models]) : isNotNull(medias.unit_model),
      ),
    )
    .orderBy(asc(medias.order), asc(medias.id));
}

export function deleteFloorPlans(tx: DbOrTx, projectId: number, models: readonly string[]) {
  return tx
    .delete(medias)
    .where(
      and(
        ofProject(projectId),
        eq(medias.collection, 'model_floor'),
        inArray(medias.unit_model, [...models]),
      ),
    )
    .returning();
}

/** Distinct models of the project's live homes, by name. */
export async function projectModels(db: DbOrTx, projectId: number, only?: readonly string[]) {
  const rows = await db
    .selectDistinct({ model: properties.model })
    .from(properties)
    .where(
      and(
        eq(properties.project_id, projectId),
        isNull(properties.deleted_at),
        isNotNull(properties.model),
        ne(properties.model, ''),
        only ? inArray(properties.model, [...only]) : undefined,
      ),
    )
    .orderBy(asc(properties.model));
  return rows.flatMap((row) => (row.model ? [row.model] : []));
}

/** Storage paths still named by some medias row (a file shared by several floor plans). */
export async function pathsInUse(db: DbOrTx, paths: readonly string[]) {
  if (!paths.length) return new Set<string>();
  const rows = await db
    .selectDistinct({ path: medias.path })
    .from(medias)
    .where(inArray(medias.path, [...paths]));
  return new Set(rows.flatMap((row) => (row.path ? [row.path] : [])));
}
