import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  mediaTypes,
  medias,
  newsProject,
  newsTag,
  projects,
  tagsNews,
  users,
} from '../../db/schema';
import { NEWS_MODEL } from './news.repository';

// What hangs off a news item: the batch reads behind its loaders (news.loaders.ts) and the check
// of its author.

/** The news items' media with their media type, by collection and order. */
export const findNewsMedias = (db: DbOrTx, newsIds: readonly number[]) =>
  db
    .select({ media: medias, mediatype: mediaTypes })
    .from(medias)
    .leftJoin(mediaTypes, eq(mediaTypes.id, medias.media_type_id))
    .where(and(eq(medias.model_type, NEWS_MODEL), inArray(medias.model_id, [...newsIds])))
    .orderBy(asc(medias.collection), asc(medias.order), asc(medias.id));

/** The news items' tags, by name. */
export const findNewsTags = (db: DbOrTx, newsIds: readonly number[]) =>
  db
    .select({ news_id: newsTag.news_id, id: tagsNews.id, name: tagsNews.name })
    .from(newsTag)
    .innerJoin(tagsNews, eq(tagsNews.id, newsTag.tag_news_id))
    .where(inArray(newsTag.news_id, [...newsIds]))
    .orderBy(asc(tagsNews.name));

/** The news items' live projects, by name. */
export const findNewsProjects = (db: DbOrTx, newsIds: readonly number[]) =>
  db
    .select({ news_id: newsProject.news_id, project: projects })
    .from(newsProject)
    .innerJoin(projects, eq(projects.id, newsProject.project_id))
    .where(and(inArray(newsProject.news_id, [...newsIds]), isNull(projects.deleted_at)))
    .orderBy(asc(projects.name));

/** The user's id when that user exists; null otherwise. */
export async function existingUserId(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row?.id ?? null;
}
