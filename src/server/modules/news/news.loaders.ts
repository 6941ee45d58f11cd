import { groupedBy, perRequest } from '../../kernel';
import { findNewsMedias, findNewsProjects, findNewsTags } from './news.relations.repository';

// One query per relation for a whole page of news (no N+1), whatever the page size.

export const newsMediasOf = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await findNewsMedias(ctx.db, ids);
  return groupedBy(
    ids,
    rows.map(({ media, mediatype }) => ({ ...media, mediatype })),
    (row) => row.model_id,
  );
});

export const newsTagsOf = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await findNewsTags(ctx.db, ids);
  return groupedBy(ids, rows, (row) => row.news_id);
});

export const newsProjectsOf = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await findNewsProjects(ctx.db, ids);
  return groupedBy(ids, rows, (row) => row.news_id);
});
