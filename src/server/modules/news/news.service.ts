import type {
  MutationEditStatusNewsArgs,
  QueryNewsArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { isIsoDate, newsMessages } from '../../../shared/schemas/news';
import { writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import {
  announce,
  appError,
  fieldError,
  parseId,
  requireViewer,
  pageInfo,
  pageNumber,
  parseSort,
} from '../../kernel';
import { given } from '../sales-common';
import {
  NEWS_PER_PAGE,
  findNews,
  newsSorts,
  pageNews,
  updateNews,
  type NewsFilters,
  type NewsRow,
} from './news.repository';

export const newsNotFound = 'La noticia no existe.';
export const newsIdOf = (value: string | number) => parseId(value, newsNotFound);

/** The list's filters: blank = none; a date that is not a real day and a status other than 0/1 are refused. */
function filtersOf(args: QueryNewsArgs): NewsFilters {
  const filters: NewsFilters = {};
  const title = given(args.title);
  if (title) filters.title = title;
  const date = given(args.date);
  if (date) {
    if (!isIsoDate(date)) throw fieldError('date', newsMessages.dateInvalid);
    filters.date = date;
  }
  const status = given(args.status);
  if (status) {
    if (status !== '0' && status !== '1') throw fieldError('status', newsMessages.statusInvalid);
    filters.status = status === '1' ? 1 : 0;
  }
  return filters;
}

/** `news`: a page newest first, or with `id` that item alone (NOT_FOUND otherwise). */
export async function newsPage(ctx: GraphQLContext, args: QueryNewsArgs) {
  requireViewer(ctx);
  const id = given(args.id);
  if (id !== undefined) {
    const row = await findNews(ctx.db, newsIdOf(id));
    if (!row) throw appError('NOT_FOUND', newsNotFound);
    return { rows: [row], ...pageInfo(1, 1, NEWS_PER_PAGE, 1) };
  }
  const page = pageNumber(args.page);
  const sort = parseSort(args.sort, newsSorts);
  const { rows, total } = await pageNews(ctx.db, { ...filtersOf(args), sort }, page);
  return { rows, ...pageInfo(total, page, NEWS_PER_PAGE, rows.length) };
}

/**
 * After commit: open news screens refetch. News belong to no agency, so the event carries no
 * scope (platform roles hear it). A lost notification must not fail a committed change.
 */
export async function announceNews(
  ctx: GraphQLContext,
  action: 'created' | 'updated',
  id: number,
): Promise<void> {
  await announce(ctx, [
    { type: 'news', action, id: String(id), project_id: null, agency_id: null },
  ]);
}

/** `editStatusNews`: 1 visible, 0 hidden; audited when it changes. */
export async function setNewsStatus(
  ctx: GraphQLContext,
  args: MutationEditStatusNewsArgs,
): Promise<NewsRow> {
  const viewer = requireViewer(ctx);
  const id = newsIdOf(args.new_id);
  if (args.status !== 0 && args.status !== 1) {
    throw fieldError('status', newsMessages.statusInvalid);
  }
  const status = args.status;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findNews(tx, id, true);
    if (!before) throw appError('NOT_FOUND', newsNotFound);
    if (before.status === status) return before;
    const after = await updateNews(tx, id, { status });
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'updated',
      auditableType: 'News',
      auditableId: id,
      oldValues: { status: before.status },
      newValues: { status },
      ip: ctx.ip,
    });
    return after;
  });
  await announceNews(ctx, 'updated', row.id);
  return row;
}
