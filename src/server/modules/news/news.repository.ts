import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  medias,
  news,
  newsListChanges,
  newsListVersion,
  newsProject,
  newsStatusCounts,
  newsTag,
  projects,
  tagsNews,
} from '../../db/schema';
import { foldTitle } from '../../db/schema/news';
import { orderOr, pageWindow, type ListSort, type SortColumns } from '../../kernel';
import { NEWS_CHANGES_KEPT, newsTotalsFor, type Kept } from './news.totals.repository';

// SQL of the news module. Logo and cover page are `medias` rows (model_type 'news'); tags and
// related projects are link tables that an edit replaces as a whole.

export type NewsRow = typeof news.$inferSelect;
export type NewsWrite = Omit<typeof news.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export const NEWS_MODEL = 'news';
export const NEWS_PER_PAGE = 15;

export interface NewsFilters {
  title?: string;
  date?: string;
  status?: 0 | 1;
  /** The asked `sort` (issue 33); null: newest date first. */
  sort?: ListSort | null;
}

/** The fields the news list sorts by (`sort`). */
export const newsSorts: SortColumns = {
  id: news.id,
  date: news.date,
  title: news.title,
  status: news.status,
};

// A title typed by a person is a substring, not a pattern: % and _ match themselves. Both sides
// are folded (lower case, no accents) and the folded column has a trigram index (migration 0011).
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter over news, or over the changes of news (same three columns). */
function where(
  filters: NewsFilters,
  on: Pick<typeof news | typeof newsListChanges, 'title_search' | 'date' | 'status'> = news,
): SQL | undefined {
  return and(
    filters.title
      ? sql`${on.title_search} like ${foldTitle(sql`${likeText(filters.title)}::text`)}`
      : undefined,
    filters.date ? eq(on.date, filters.date) : undefined,
    filters.status !== undefined ? eq(on.status, filters.status) : undefined,
  );
}

const listVersion = sql<number>`(select value from news_list_version where id = 1)`;

/**
 * A page of news, newest date first (then newest id) or in the asked sort, and the total of the filter. A page that
 * comes back partly filled tells the total by itself, so the count (a scan of every match) runs
 * only when the page is full or past the end, and a title or day search's count is reused while
 * no news is written (`news.totals.ts`).
 */
export async function pageNews(db: DbOrTx, filters: NewsFilters, asked: number) {
  const condition = where(filters);
  const { page, offset, limit } = pageWindow(asked, NEWS_PER_PAGE);
  const read = await db
    .select({ row: news, version: listVersion })
    .from(news)
    .where(condition)
    .orderBy(...orderOr(filters.sort, newsSorts, news.id, [desc(news.date), desc(news.id)]))
    .limit(limit)
    .offset(offset);
  const rows = read.map((r) => r.row);
  if (rows.length > 0 && rows.length < NEWS_PER_PAGE) return { rows, total: offset + rows.length };
  if (rows.length === 0 && page === 1) return { rows, total: 0 };
  return { rows, total: await totalOf(db, filters, condition, read[0]?.version) };
}

/** Without a title or day filter the total is the status counts' (migration 0012): one row read. */
async function totalOf(
  db: DbOrTx,
  filters: NewsFilters,
  condition: SQL | undefined,
  pageVersion: number | undefined,
) {
  if (!filters.title && !filters.date) {
    const byStatus = filters.status !== undefined ? eq(newsStatusCounts.status, filters.status) : undefined; // prettier-ignore
    const [kept] = await db
      .select({ n: sql<number>`coalesce(sum(${newsStatusCounts.n}), 0)::int` })
      .from(newsStatusCounts)
      .where(byStatus);
    return kept?.n ?? 0;
  }
  const key = JSON.stringify([filters.title ?? '', filters.date ?? '', filters.status ?? '']);
  const totals = newsTotalsFor(db);
  const kept = totals.get(key);
  // PostgreSQL sends a bigint as text; PGlite may send a number.
  if (kept && pageVersion !== undefined && kept.version === Number(pageVersion)) return kept.total;
  const replayed = kept && (await replayChanges(db, filters, kept));
  if (replayed) {
    totals.set(key, replayed.version, replayed.total);
    return replayed.total;
  }
  // The count and the version it belongs to come from one statement (one snapshot).
  const [counted] = await db
    .select({ n: count(), version: listVersion })
    .from(news)
    .where(condition);
  const total = counted?.n ?? 0;
  if (counted) totals.set(key, Number(counted.version), total);
  return total;
}

/**
 * A kept total brought up to the current version by the matching changes after it (one indexed
 * read, one snapshot), or null when they cannot tell it: a statement too big to replay, or
 * changes older than the database keeps.
 */
async function replayChanges(db: DbOrTx, filters: NewsFilters, kept: Kept) {
  const after = sql`${newsListChanges.version} > ${kept.version}`;
  const [row] = await db
    .select({
      version: newsListVersion.value,
      delta: sql<number>`coalesce((select sum(${newsListChanges.sign}) from ${newsListChanges}
        where ${and(after, where(filters, newsListChanges))}), 0)::int`,
      replayable: sql<boolean>`not exists (select 1 from ${newsListChanges}
        where ${after} and ${newsListChanges.sign} = 0)`,
    })
    .from(newsListVersion)
    .where(eq(newsListVersion.id, 1));
  if (!row?.replayable) return null;
  const version = Number(row.version);
  if (version - NEWS_CHANGES_KEPT > kept.version) return null;
  return { version, total: kept.total + Number(row.delta) };
}

export async function findNews(db: DbOrTx, id: number, lock = false): Promise<NewsRow | null> {
  const query = db.select().from(news).where(eq(news.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertNews(tx: Tx, values: NewsWrite): Promise<NewsRow> {
  const [row] = await tx.insert(news).values(values).returning();
  if (!row) throw new Error('insert news returned nothing');
  return row;
}

export async function updateNews(tx: Tx, id: number, values: Partial<NewsWrite>) {
  const [row] = await tx
    .update(news)
    .set({ ...values, updated_at: new Date() })
    .where(eq(news.id, id))
    .returning();
  if (!row) throw new Error('update news returned nothing');
  return row;
}

export const allTags = (db: DbOrTx) =>
  db.select().from(tagsNews).orderBy(asc(tagsNews.name), asc(tagsNews.id));

/** The ids of `ids` that exist (tags), or that exist and were not removed (projects). */
export async function existingTagIds(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: tagsNews.id })
    .from(tagsNews)
    .where(inArray(tagsNews.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function existingProjectIds(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.id, [...ids]), isNull(projects.deleted_at)));
  return new Set(rows.map((row) => row.id));
}

export async function linkedTagIds(db: DbOrTx, newsId: number) {
  const rows = await db
    .select({ id: newsTag.tag_news_id })
    .from(newsTag)
    .where(eq(newsTag.news_id, newsId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function linkedProjectIds(db: DbOrTx, newsId: number) {
  const rows = await db
    .select({ id: newsProject.project_id })
    .from(newsProject)
    .where(eq(newsProject.news_id, newsId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function replaceTags(tx: Tx, newsId: number, ids: readonly number[]) {
  await tx.delete(newsTag).where(eq(newsTag.news_id, newsId));
  if (ids.length) {
    await tx.insert(newsTag).values(ids.map((id) => ({ news_id: newsId, tag_news_id: id })));
  }
}

export async function replaceProjects(tx: Tx, newsId: number, ids: readonly number[]) {
  await tx.delete(newsProject).where(eq(newsProject.news_id, newsId));
  if (ids.length) {
    await tx.insert(newsProject).values(ids.map((id) => ({ news_id: newsId, project_id: id })));
  }
}

export interface StoredNewsFile {
  url: string;
  path: string;
  file_name: string;
  extension: string;
  mime: string;
  size: number;
}

/** A single-file slot: the new file replaces the previous one; returns the replaced paths. */
export async function replaceNewsSlot(
  tx: Tx,
  newsId: number,
  collection: 'logo' | 'cover_page',
  file: StoredNewsFile,
): Promise<string[]> {
  const removed = await tx
    .delete(medias)
    .where(
      and(
        eq(medias.model_type, NEWS_MODEL),
        eq(medias.model_id, newsId),
        eq(medias.collection, collection),
      ),
    )
    .returning({ path: medias.path });
  await tx.insert(medias).values({ ...file, model_type: NEWS_MODEL, model_id: newsId, collection });
  return removed.flatMap((row) => (row.path ? [row.path] : []));
}
