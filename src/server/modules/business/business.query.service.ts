import type {
  QueryProspectsArgs,
  QueryProspectspertypequeryArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import {
  appError,
  fieldError,
  pageInfo,
  pageWindow,
  parseId,
  requireViewer,
  type PageInfo,
} from '../../kernel';
import { preapprovalById, subsidyTypeById } from '../preapprovals';
import { canSeeProject, projectScope } from '../projects';
import { given } from '../quotations';
import { codebtorsOfCustomer, customerById } from '../sales-common';
import { unitLoaders } from '../units';
import {
  countProspects,
  listRows,
  stagePages,
  type ProspectRow,
} from './business.board.repository';
import { stagePagesJson } from './business.board-json.repository';
import type { CardShape } from './business.board-shape.repository';
import { prospectFilters, type ProspectFilters } from './business.filters.service';
import {
  allStages,
  historyOf,
  primeStages,
  prospectById,
  rukanOfCustomer,
} from './business.loaders';
import { toProspect, toStage, type ProspectModel } from './business.mappers';
import { findProspectDetails, prospectMessages, type StageRow } from './business.repository';
import { duplicateCountOf, duplicateScope, duplicatesOf } from './business.duplicates.service';

// `prospects` (the list, or with `id` one prospect for the details page) and
// `prospectspertypequery` (the board). Every row read is primed into prospectById, so the field
// resolvers find it without a query.

export const PROSPECTS_PER_PAGE = 15;
export const STAGE_PER_PAGE = 20;

function primed(ctx: GraphQLContext, rows: readonly ProspectRow[]) {
  for (const row of rows) prospectById(ctx).prime(row.id, row);
  return rows;
}

/**
 * requireProspect for the details page: the same checks in the statement that reads the rows its
 * field resolvers show through the prospect's links, primed into their loaders.
 */
async function prospectDetails(ctx: GraphQLContext, id: string): Promise<ProspectRow> {
  const viewer = requireViewer(ctx);
  const scope = projectScope.values(viewer);
  const found = await findProspectDetails(ctx.db, parseId(id, prospectMessages.notFound), scope);
  if (!found) throw appError('NOT_FOUND', prospectMessages.notFound);
  const { prospect, project, customer, rukan, preapproval, subsidyType } = found.first;
  if (!canSeeProject(viewer, project)) throw appError('FORBIDDEN', prospectMessages.forbidden);
  unitLoaders(ctx).project.prime(project.id, project);
  if (customer) {
    customerById(ctx).prime(customer.id, customer);
    rukanOfCustomer(ctx).prime(customer.id, rukan);
    const codebtors = found.rows.flatMap((row) => (row.codebtor ? [row.codebtor] : []));
    codebtorsOfCustomer(ctx).prime(customer.id, codebtors);
  }
  if (preapproval) preapprovalById(ctx).prime(preapproval.id, preapproval);
  if (subsidyType) subsidyTypeById(ctx).prime(subsidyType.id, subsidyType);
  historyOf(ctx).prime(prospect.id, found.histories);
  primeStages(ctx, found.stages);
  for (const row of found.duplicates) prospectById(ctx).prime(row.id, row);
  duplicatesOf(ctx).prime(prospect.id, found.duplicates);
  return prospect;
}

export async function prospectPage(
  ctx: GraphQLContext,
  args: QueryProspectsArgs,
): Promise<{ rows: readonly ProspectRow[] } & PageInfo> {
  if (given(args.id) !== undefined) {
    const row = await prospectDetails(ctx, String(args.id));
    return { rows: primed(ctx, [row]), ...pageInfo(1, 1, PROSPECTS_PER_PAGE, 1) };
  }
  const filters = await prospectFilters(ctx, args);
  const { page, offset, limit } = pageWindow(args.page, PROSPECTS_PER_PAGE);
  const rows = primed(ctx, await listRows(ctx.db, filters, offset, limit));
  // A first page that is not full is the whole list: no count needed.
  const total =
    page === 1 && rows.length < PROSPECTS_PER_PAGE
      ? rows.length
      : await countProspects(ctx.db, filters);
  return { rows, ...pageInfo(total, page, PROSPECTS_PER_PAGE, rows.length) };
}

export interface BoardColumn {
  stageId: number;
  info: PageInfo;
  data: ProspectModel[];
}

const badStage = (text: string) =>
  fieldError('subquery', `La etapa «${text}» no existe en el embudo de ventas.`);

type Slices = { stageId: number; offset: number }[];

/** The loader path: the pages' ids, then their rows through prospectById (any card shape). */
async function loadedPages(ctx: GraphQLContext, filters: ProspectFilters, slices: Slices) {
  const pages = await stagePages(ctx.db, filters, slices, STAGE_PER_PAGE);
  const ids = pages.flatMap((p) => p.ids);
  const rows = await prospectById(ctx).loadMany(ids);
  const byId = new Map<number, ProspectRow>();
  for (const row of rows) if (row && !(row instanceof Error)) byId.set(row.id, row);
  return pages.map((p) => ({
    stageId: p.stageId,
    total: p.total,
    data: p.ids.flatMap((id) => byId.get(id) ?? []).map(toProspect),
  }));
}

/**
 * The board: `page` pages every stage; `subquery` (a stage id) with `subpage` pages that stage
 * alone; with `incremental` only that stage comes back ("ver más" appends it to its column).
 * `shape`: what the cards ask, when the database can render it all (one json statement);
 * undefined takes the loader path.
 */
export async function boardColumns(
  ctx: GraphQLContext,
  args: QueryProspectspertypequeryArgs,
  shape?: CardShape,
): Promise<BoardColumn[]> {
  const stages = await allStages(ctx);
  const subquery = given(args.subquery);
  const picked = subquery === undefined ? undefined : stages.find((s) => String(s.id) === subquery);
  if (subquery !== undefined && !picked) throw badStage(subquery);
  if (args.incremental && !picked) {
    throw fieldError('subquery', 'Para cargar más negocios indica la etapa (subquery).');
  }
  const page = pageWindow(args.page, STAGE_PER_PAGE);
  const subpage = pageWindow(args.subpage ?? args.page, STAGE_PER_PAGE);
  const filters = await prospectFilters(ctx, args);
  const shown = args.incremental && picked ? [picked] : stages;
  const windowOf = (stageId: number) => (stageId === picked?.id ? subpage : page);
  const pageOf = (stageId: number) => windowOf(stageId).page;
  const slices = shown.map((s) => ({ stageId: s.id, offset: windowOf(s.id).offset }));
  const stageOf = (id: number) => {
    const row: StageRow | undefined = stages.find((s) => s.id === id);
    return row ? toStage(row) : null;
  };
  if (shape?.duplicates) {
    // Unfiltered by project, the board's projects are the viewer's scope: no second read.
    const scope = given(args.project_id) === undefined ? filters.projects : await duplicateScope(ctx); // prettier-ignore
    const pages = await stagePagesJson(ctx.db, filters, slices, STAGE_PER_PAGE, shape, stageOf, scope); // prettier-ignore
    for (const page of pages) for (const [id, n] of page.duplicates) duplicateCountOf(ctx).prime(id, n); // prettier-ignore
    return columnsOf(pages, pageOf);
  }
  const pages = shape
    ? await stagePagesJson(ctx.db, filters, slices, STAGE_PER_PAGE, shape, stageOf, filters.projects) // prettier-ignore
    : await loadedPages(ctx, filters, slices);
  return columnsOf(pages, pageOf);
}

function columnsOf(
  pages: { stageId: number; total: number; data: ProspectModel[] }[],
  pageOf: (stageId: number) => number,
): BoardColumn[] {
  return pages.map((p) => ({
    stageId: p.stageId,
    info: pageInfo(p.total, pageOf(p.stageId), STAGE_PER_PAGE, p.data.length),
    data: p.data,
  }));
}
