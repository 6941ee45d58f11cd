import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { mediaTypes, medias, newsProject, newsTag, projects, tagsNews } from '../../db/schema';
import { groupedBy, perRequest } from '../../kernel';
import { NEWS_MODEL } from './news.repository';

// One query per relation for a whole page of news (no N+1), whatever the page size.

export const newsMediasOf = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await ctx.db
    .select({ media: medias, mediatype: mediaTypes })
    .from(medias)
    .leftJoin(mediaTypes, eq(mediaTypes.id, medias.media_type_id))
    .where(and(eq(medias.model_type, NEWS_MODEL), inArray(medias.model_id, [...ids])))
    .orderBy(asc(medias.collection), asc(medias.order), asc(medias.id));
  return groupedBy(
    ids,
    rows.map(({ media, mediatype }) => ({ ...media, mediatype })),
    (row) => row.model_id,
  );
});

export const newsTagsOf = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await ctx.db
    .select({ news_id: newsTag.news_id, id: tagsNews.id, name: tagsNews.name })
    .from(newsTag)
    .innerJoin(tagsNews, eq(tagsNews.id, newsTag.tag_news_id))
    .where(inArray(newsTag.news_id, [...ids]))
    .orderBy(asc(tagsNews.name));
  return groupedBy(ids, rows, (row) => row.news_id);
});

export const newsProjectsOf = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await ctx.db
    .select({ news_id: newsProject.news_id, project: projects })
    .from(newsProject)
    .innerJoin(projects, eq(projects.id, newsProject.project_id))
    .where(and(inArray(newsProject.news_id, [...ids]), isNull(projects.deleted_at)))
    .orderBy(asc(projects.name));
  return groupedBy(ids, rows, (row) => row.news_id);
});
