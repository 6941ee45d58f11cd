import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { timestamps } from './columns';
import { users } from './identity';
import { projects } from './projects';

// News articles for the public site. status 1 = visible (spec §9). Logo and cover page are media
// rows (model_type 'news').

/**
 * How a title is searched: lower case without Spanish accents, so «subsidio» finds «Subsidio» and
 * «credito» finds «Crédito». The list folds the typed text with the same expression.
 */
export const foldTitle = (value: SQL) =>
  sql`translate(lower(${value}), 'áàäâéèëêíìïîóòöôúùüûñÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')`;

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    body: text('body').notNull(),
    body_footer: text('body_footer'),
    source: text('source'),
    video_youtube_id: text('video_youtube_id'),
    date: date('date', { mode: 'string' }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(0),
    /** The folded title (foldTitle), trigram-indexed: a title search reads the index. */
    title_search: text('title_search').generatedAlwaysAs(foldTitle(sql`title`)),
    ...timestamps(),
  },
  (t) => [
    index('news_date_idx').on(t.date),
    index('news_status_idx').on(t.status),
    index('news_title_search_trgm_idx').using('gin', t.title_search.op('gin_trgm_ops')),
  ],
);

/**
 * How many news each status has, kept by statement triggers (migration 0012): the list's total
 * without a title or day filter reads one row instead of counting every news item.
 */
export const newsStatusCounts = pgTable('news_status_counts', {
  status: smallint('status').primaryKey(),
  n: integer('n').notNull().default(0),
});

/**
 * One row whose `value` changes with every statement that writes news (migration 0014), in its
 * transaction: a total counted for a title or day filter stays valid while it is unchanged.
 */
export const newsListVersion = pgTable('news_list_version', {
  id: integer('id').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/**
 * What each news write changed for the list's searches (migration 0015), by the
 * `news_list_version` it made: sign +1 for a row as written, -1 for a row as it was, 0 when a
 * statement changed too many rows (or truncated) to be replayed. A kept search total is brought
 * up to date by summing the signs of the changes after it that match its filter.
 */
export const newsListChanges = pgTable(
  'news_list_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    sign: smallint('sign').notNull(),
    title_search: text('title_search'),
    date: date('date', { mode: 'string' }),
    status: smallint('status'),
  },
  (t) => [index('news_list_changes_version_idx').on(t.version)],
);

/** The spec's tagsNews. */
export const tagsNews = pgTable('tags_news', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const newsTag = pgTable(
  'news_tag',
  {
    news_id: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    tag_news_id: integer('tag_news_id')
      .notNull()
      .references(() => tagsNews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.news_id, t.tag_news_id] })],
);

export const newsProject = pgTable(
  'news_project',
  {
    news_id: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.news_id, t.project_id] }),
    index('news_project_project_idx').on(t.project_id),
  ],
);
