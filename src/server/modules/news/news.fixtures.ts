// Test support for the news suites: rows inserted straight into the database, their links, media
// and audit rows. Never imported by production code.
import { asc, eq, and, count } from 'drizzle-orm';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, visit } from 'graphql';
import type { Db } from '../../db/client';
import { audits, medias, news, newsTag, newsProject, tagsNews, projects } from '../../db/schema';

export async function insertNewsRow(
  db: Db,
  values: { title: string; date: string; status?: number; body?: string },
) {
  const [row] = await db
    .insert(news)
    .values({ body: '<p>Texto de la noticia.</p>', status: 0, ...values })
    .returning();
  if (!row) throw new Error('no news row');
  return row;
}

export const newsRow = async (db: Db, id: number) =>
  (await db.select().from(news).where(eq(news.id, id)))[0];

export const tagIds = async (db: Db) =>
  (await db.select({ id: tagsNews.id }).from(tagsNews).orderBy(asc(tagsNews.id))).map((r) =>
    String(r.id),
  );

export const projectIds = async (db: Db) =>
  (await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id)).limit(3)).map(
    (r) => String(r.id),
  );

export async function linksOf(db: Db, id: number) {
  const tags = await db.select().from(newsTag).where(eq(newsTag.news_id, id));
  const linked = await db.select().from(newsProject).where(eq(newsProject.news_id, id));
  return {
    tags: tags.map((r) => String(r.tag_news_id)).sort(),
    projects: linked.map((r) => String(r.project_id)).sort(),
  };
}

export const newsMedias = (db: Db, id: number) =>
  db
    .select()
    .from(medias)
    .where(and(eq(medias.model_type, 'news'), eq(medias.model_id, id)))
    .orderBy(asc(medias.collection));

export const newsAudits = (db: Db, id: number) =>
  db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, 'News'), eq(audits.auditable_id, String(id))))
    .orderBy(asc(audits.id));

export const countNews = async (db: Db, status?: 0 | 1) =>
  (
    await db
      .select({ n: count() })
      .from(news)
      .where(status === undefined ? undefined : eq(news.status, status))
  )[0]?.n;

/**
 * The details document (`news(id: $id) { data { …every field… } }`) asking for a page instead:
 * `$id` becomes the `title` filter, so `{ id: '' }` is a full first page with every field. No
 * GraphQL text is written here: the contract's own document is rewritten.
 */
export function asNewsPage<R, V extends { id: string }>(
  document: TypedDocumentNode<R, V>,
): TypedDocumentNode<R, V> {
  return visit(document, {
    VariableDefinition: (node) =>
      node.variable.name.value === 'id'
        ? { ...node, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'String' } } }
        : undefined,
    Argument: (node) =>
      node.name.value === 'id' ? { ...node, name: { ...node.name, value: 'title' } } : undefined,
  });
}
