import type { News, TagNews } from '../../../../graphql/generated/server/resolvers-types';
import type { NewsRow } from './news.repository';

/**
 * A news row as the contract's News. Relations (medias, tagsNews, projects) are resolved by the
 * News field resolvers through per-request loaders; the empty lists only satisfy the type.
 */
export function toNews(row: NewsRow): News {
  return {
    id: String(row.id),
    title: row.title,
    subtitle: row.subtitle,
    body: row.body,
    body_footer: row.body_footer,
    source: row.source,
    video_youtube_id: row.video_youtube_id,
    date: row.date,
    user_id: row.user_id === null ? null : String(row.user_id),
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    medias: [],
    tagsNews: [],
    projects: [],
  };
}

export const toTagNews = (row: { id: number; name: string }): TagNews => ({
  id: String(row.id),
  name: row.name,
});

/** What an audit row keeps of a news item (the HTML too: it is what the public site shows). */
export const auditableNews = (row: NewsRow) => ({
  title: row.title,
  subtitle: row.subtitle,
  body: row.body,
  body_footer: row.body_footer,
  source: row.source,
  video_youtube_id: row.video_youtube_id,
  date: row.date,
  user_id: row.user_id,
  status: row.status,
});
