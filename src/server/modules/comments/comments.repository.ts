import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comments, medias, projects } from '../../db/schema';
import type { NewMedia } from '../project-media';

// Reads and writes of project testimonials. The optional picture is a medias row owned by the
// comment (model_type 'comment', collection 'media'); a comment has at most one.

export type CommentRow = typeof comments.$inferSelect;
export const COMMENT_MEDIA_MODEL = 'comment';
export const COMMENT_MEDIA_COLLECTION = 'media';

export async function pageComments(
  db: DbOrTx,
  projectId: number | null,
  w: { offset: number; limit: number },
) {
  const where = projectId === null ? undefined : eq(comments.project_id, projectId);
  const rows = await db
    .select()
    .from(comments)
    .where(where)
    .orderBy(desc(comments.created_at), desc(comments.id))
    .limit(w.limit)
    .offset(w.offset);
  const [total] = await db.select({ n: count() }).from(comments).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findComment(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(comments).where(eq(comments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export function findComments(db: DbOrTx, ids: readonly number[]) {
  return db
    .select()
    .from(comments)
    .where(inArray(comments.id, [...ids]));
}

/** A live (not removed) project, or null. */
export async function findLiveProject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, agency: projects.real_state_agency_id })
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.deleted_at)));
  return row ?? null;
}

export interface CommentValues {
  name: string;
  comment: string;
  project_id: number;
}

export async function insertComment(tx: DbOrTx, values: CommentValues & { user_id: number }) {
  const [row] = await tx.insert(comments).values(values).returning();
  if (!row) throw new Error('no se insertó el comentario');
  return row;
}

export async function updateComment(tx: DbOrTx, id: number, values: CommentValues) {
  const [row] = await tx
    .update(comments)
    .set({ ...values, updated_at: new Date() })
    .where(eq(comments.id, id))
    .returning();
  if (!row) throw new Error(`comments ${id} desapareció dentro de la transacción`);
  return row;
}

const ofComments = (ids: readonly number[]) =>
  and(
    eq(medias.model_type, COMMENT_MEDIA_MODEL),
    inArray(medias.model_id, [...ids]),
    eq(medias.collection, COMMENT_MEDIA_COLLECTION),
  );

/** The pictures of some comments (newest last, so the last one of a comment wins). */
export function commentMedia(db: DbOrTx, ids: readonly number[]) {
  return db
    .select()
    .from(medias)
    .where(ofComments(ids))
    .orderBy(asc(medias.model_id), asc(medias.id));
}

/** Replaces the comment's picture: removes the old rows (returned) and inserts the new one. */
export async function replaceCommentMedia(tx: DbOrTx, commentId: number, media: NewMedia) {
  const removed = await tx
    .delete(medias)
    .where(ofComments([commentId]))
    .returning();
  const [added] = await tx
    .insert(medias)
    .values({ ...media, model_type: COMMENT_MEDIA_MODEL, model_id: commentId })
    .returning();
  return { removed, added: added ?? null };
}
