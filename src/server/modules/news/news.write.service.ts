import type {
  MutationCreateNewsArgs,
  MutationEditNewsArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { newsSchema, type NewsValues } from '../../../shared/schemas/news';
import { diffValues, writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { appError, fieldError, parseInput, requireViewer } from '../../kernel';
import { auditableNews } from './news.mappers';
import {
  existingProjectIds,
  existingTagIds,
  findNews,
  insertNews,
  linkedProjectIds,
  linkedTagIds,
  replaceNewsSlot,
  replaceProjects,
  replaceTags,
  updateNews,
  type NewsWrite,
} from './news.repository';
import { existingUserId } from './news.relations.repository';
import { sanitizeNewsHtml } from './news.sanitize.service';
import { announceNews, newsIdOf, newsNotFound } from './news.service';
import {
  readNewsUploads,
  removeReplacedNewsFiles,
  withStoredNewsFiles,
} from './news.uploads.service';

// createNews and editNews: validated and sanitised first, files checked by content, then one
// transaction for the row, its links, its media and its audit row. A refusal (a bad field, an
// unknown tag or project, a file that is not an image) leaves the database and storage as they were.

type WriteArgs = MutationCreateNewsArgs & Partial<MutationEditNewsArgs>;

const tagUnknown = (id: string) => `La etiqueta «${id}» no existe.`;
const projectUnknown = (id: string) => `El proyecto «${id}» no existe.`;
const userUnknown = 'El autor indicado no existe.';

/** Ids as sent; anything that cannot be a row id is reported by the caller as unknown. */
const idsOf = (ids: readonly string[]) =>
  ids.map((id) => ({ text: String(id), id: /^[1-9]\d{0,9}$/.test(String(id)) ? Number(id) : 0 }));

async function checkLinks(
  tx: DbOrTx,
  field: 'tagsNews' | 'projectsNews',
  sent: readonly string[] | null | undefined,
): Promise<number[] | undefined> {
  if (sent === null || sent === undefined) return undefined;
  const ids = idsOf(sent);
  const known =
    field === 'tagsNews'
      ? await existingTagIds(
          tx,
          ids.map((i) => i.id),
        )
      : await existingProjectIds(
          tx,
          ids.map((i) => i.id),
        );
  const unknown = ids.find((i) => !known.has(i.id));
  if (unknown) {
    const message = field === 'tagsNews' ? tagUnknown(unknown.text) : projectUnknown(unknown.text);
    throw fieldError(field, message);
  }
  return [...new Set(ids.map((i) => i.id))].sort((a, b) => a - b);
}

async function authorOf(tx: DbOrTx, sent: string | null | undefined, fallback: number) {
  if (sent === null || sent === undefined || String(sent).trim() === '') return fallback;
  const id = /^[1-9]\d{0,9}$/.test(String(sent)) ? Number(sent) : 0;
  const found = await existingUserId(tx, id);
  if (found === null) throw fieldError('user_id', userUnknown);
  return found;
}

/** The columns to write: sanitised HTML; on edit, arguments left out keep their value. */
function columnsOf(values: NewsValues, args: WriteArgs, editing: boolean): Partial<NewsWrite> {
  const columns: Partial<NewsWrite> = {
    title: values.title,
    body: sanitizeNewsHtml(values.body),
    date: values.date,
    subtitle: values.subtitle,
    source: values.source,
    body_footer: values.body_footer === null ? null : sanitizeNewsHtml(values.body_footer) || null,
    video_youtube_id: values.video_youtube_id,
    status: values.status ?? 0,
  };
  if (!editing) return columns;
  const optional = ['subtitle', 'source', 'body_footer', 'video_youtube_id', 'status'] as const;
  for (const key of optional) if (args[key] === undefined) delete columns[key];
  return columns;
}

interface Links {
  tagsNews: number[];
  projectsNews: number[];
}

const linksOf = async (tx: DbOrTx, id: number): Promise<Links> => ({
  tagsNews: await linkedTagIds(tx, id),
  projectsNews: await linkedProjectIds(tx, id),
});

/** Writes the row (insert or update) and returns it with what it was before (null on create). */
async function writeRow(tx: Tx, ctx: GraphQLContext, args: WriteArgs, newsId?: number) {
  const viewer = requireViewer(ctx);
  const values = parseInput(newsSchema, args);
  const columns = columnsOf(values, args, newsId !== undefined);
  if (newsId === undefined) {
    const user_id = await authorOf(tx, args.user_id, viewer.id);
    const row = await insertNews(tx, {
      ...columns,
      title: values.title,
      body: columns.body ?? '',
      date: values.date,
      user_id,
    });
    return { before: null, row };
  }
  const before = await findNews(tx, newsId, true);
  if (!before) throw appError('NOT_FOUND', newsNotFound);
  if (args.user_id !== undefined) {
    columns.user_id = await authorOf(tx, args.user_id, before.user_id ?? viewer.id);
  }
  return { before, row: await updateNews(tx, before.id, columns) };
}

export async function saveNews(ctx: GraphQLContext, args: WriteArgs, newsId?: number) {
  const viewer = requireViewer(ctx);
  // Validated before a file is read or stored: a bad field costs no upload.
  parseInput(newsSchema, args);
  const uploads = await readNewsUploads(args);
  const { row, replaced } = await withStoredNewsFiles(ctx, uploads, (stored) =>
    ctx.db.transaction(async (tx) => {
      const tags = await checkLinks(tx, 'tagsNews', args.tagsNews);
      const projects = await checkLinks(tx, 'projectsNews', args.projectsNews);
      const oldLinks = newsId === undefined ? null : await linksOf(tx, newsId);
      const { before, row: saved } = await writeRow(tx, ctx, args, newsId);
      if (tags) await replaceTags(tx, saved.id, tags);
      if (projects) await replaceProjects(tx, saved.id, projects);
      const paths: string[] = [];
      const files: Record<string, string> = {};
      for (const slot of ['logo', 'cover_page'] as const) {
        const file = stored[slot];
        if (!file) continue;
        paths.push(...(await replaceNewsSlot(tx, saved.id, slot, file)));
        files[slot] = file.file_name;
      }
      const links = {
        tagsNews: tags ?? oldLinks?.tagsNews ?? [],
        projectsNews: projects ?? oldLinks?.projectsNews ?? [],
      };
      const after = { ...auditableNews(saved), ...links };
      const diff = before
        ? diffValues({ ...auditableNews(before), ...oldLinks }, after)
        : { old: {}, new: after };
      if (Object.keys(diff.new).length || Object.keys(files).length) {
        await writeAudit(tx, {
          userId: viewer.id,
          event: before ? 'updated' : 'created',
          auditableType: 'News',
          auditableId: saved.id,
          oldValues: diff.old,
          newValues: { ...diff.new, ...files },
          ip: ctx.ip,
        });
      }
      return { row: saved, replaced: paths };
    }),
  );
  await removeReplacedNewsFiles(ctx, replaced);
  await announceNews(ctx, newsId === undefined ? 'created' : 'updated', row.id);
  return row;
}

export const createNewsItem = (ctx: GraphQLContext, args: MutationCreateNewsArgs) =>
  saveNews(ctx, args);

export const editNewsItem = (ctx: GraphQLContext, args: MutationEditNewsArgs) =>
  saveNews(ctx, args, newsIdOf(args.news_id));
