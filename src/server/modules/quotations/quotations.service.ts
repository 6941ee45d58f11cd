import type { QueryQuotationsArgs } from '../../../../graphql/generated/server/resolvers-types';
import { quotationStatus } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  announceSalesChanges,
  appError,
  moveStatus,
  pageInfo,
  pageWindow,
  parseId,
  parseSort,
  requireViewer,
  selectionUnder,
  type SelectionTree,
} from '../../kernel';
import { filterRange } from '../exports';
import { canSeeProject } from '../projects';
import { primeQuotedHomes } from '../sales-common';
import { unitLoaders } from '../units';
import {
  bookingOfQuotation,
  primeCustomerWithCommune,
  promiseOfQuotation,
} from './quotations.loaders';
import { expiringCondition } from '../sales-expiry';
import { expiringColumns, quotationSorts, searchCustomers } from './quotations.list.repository';
import {
  findLocatedQuotation,
  findQuotationDetails,
  updateQuotationStatus,
} from './quotations.records.repository';
import { findQuotationJson, listQuotationsPage } from './quotations.page-json.repository';
import { quotationRowJson } from './quotations.page-fields.repository';
import { toQuotation, type QuotationModel, type QuotationRow } from './quotations.mappers';
import { given, salesProjects, statusFilter } from './quotations.sales-filters.service';
import { parseSearch } from './quotations.sales-search.repository';

export const QUOTATIONS_PER_PAGE = 15;

export const quotationMessages = {
  notFound: 'La cotización no existe.',
  forbidden: 'No tienes acceso a esta cotización.',
};

type Located = QuotationRow & { agency_id: number };

/**
 * A quotation of a live project the viewer may see: NOT_FOUND when missing (or its project was
 * removed), FORBIDDEN when another agency's. With `lock`, its row is locked FOR UPDATE.
 */
export async function requireQuotation(
  ctx: GraphQLContext,
  db: DbOrTx,
  id: string | number,
  lock = false,
): Promise<Located> {
  const viewer = requireViewer(ctx);
  const row = await findLocatedQuotation(db, parseId(id, quotationMessages.notFound), lock);
  if (!row) throw appError('NOT_FOUND', quotationMessages.notFound);
  if (
    !canSeeProject(viewer, { id: row.quotation.project_id, real_state_agency_id: row.agency_id })
  ) {
    throw appError('FORBIDDEN', quotationMessages.forbidden);
  }
  return { ...row.quotation, agency_id: row.agency_id };
}

/**
 * What a details page may ask beside the fields its statement renders (findQuotationJson): the
 * latest booking and promise request, read as rows by that statement, and the audits, which it
 * does not read.
 */
const DETAILS_BESIDE = new Set(['bookingrequest', 'promiserequest', 'audits']);

/**
 * requireQuotation for the details page: the same checks in the statement that reads every row
 * its field resolvers show, primed into their loaders, so no row is read twice. When the
 * database renders what is asked (the SPA's documents), that statement renders the quotation
 * as the list does; otherwise it reads whole rows.
 */
async function quotationDetails(
  ctx: GraphQLContext,
  id: string,
  asked: SelectionTree | undefined,
): Promise<QuotationModel> {
  const viewer = requireViewer(ctx);
  const quotationId = parseId(id, quotationMessages.notFound);
  const rendered = asked && [...quotationRowJson(asked).unrendered].every((name) => DETAILS_BESIDE.has(name)); // prettier-ignore
  if (asked && rendered) {
    const found = await findQuotationJson(ctx.db, quotationId, asked);
    if (!found) throw appError('NOT_FOUND', quotationMessages.notFound);
    const project = { id: found.project_id, real_state_agency_id: found.agency_id };
    if (!canSeeProject(viewer, project)) throw appError('FORBIDDEN', quotationMessages.forbidden);
    bookingOfQuotation(ctx).prime(quotationId, found.booking);
    promiseOfQuotation(ctx).prime(quotationId, found.promise);
    return found.quotation;
  }
  const found = await findQuotationDetails(ctx.db, quotationId);
  const [first] = found;
  if (!first) throw appError('NOT_FOUND', quotationMessages.notFound);
  const { quotation, project } = first;
  if (!canSeeProject(viewer, project)) throw appError('FORBIDDEN', quotationMessages.forbidden);
  unitLoaders(ctx).project.prime(project.id, project);
  if (first.customer) primeCustomerWithCommune(ctx, first.customer, first.commune, first.codebtor);
  bookingOfQuotation(ctx).prime(quotation.id, first.booking);
  promiseOfQuotation(ctx).prime(quotation.id, first.promise);
  primeQuotedHomes(ctx, quotation.id, found);
  return toQuotation(quotation);
}

/** `quotations`: a page of 15, newest first or in the asked sort, or with `id` that quotation alone. */
export async function quotationPage(
  ctx: GraphQLContext,
  args: QueryQuotationsArgs,
  info?: Parameters<typeof selectionUnder>[0],
) {
  if (given(args.id) !== undefined) {
    const quotation = await quotationDetails(ctx, String(args.id), selectionUnder(info, 'data'));
    return { data: [quotation], ...pageInfo(1, 1, QUOTATIONS_PER_PAGE, 1) };
  }
  const order = parseSort(args.sort, quotationSorts);
  const [from, to] = filterRange(args.date_ini, args.date_end, ['date_ini', 'date_end']);
  const status = statusFilter(quotationStatus, args.status);
  const search = parseSearch(args.search);
  const projects = await salesProjects(ctx, args);
  const found = search ? await searchCustomers(ctx.db, search) : null;
  const customers = found?.customers ?? null;
  const expiring = args.expiring
    ? await expiringCondition(ctx.db, 'quotation', projects.ids, expiringColumns)
    : null;
  const listed = found?.listed ?? null;
  const filters = { projects, from, to, status, customers, listed, expiring, order };
  const window = pageWindow(args.page, QUOTATIONS_PER_PAGE);
  const asked = selectionUnder(info, 'data');
  const page = await listQuotationsPage(ctx.db, filters, window.offset, window.limit, asked);
  return {
    data: page.data,
    ...pageInfo(page.total, window.page, QUOTATIONS_PER_PAGE, page.data.length),
  };
}

/** `editQuotation`: a status change the quotation table allows, audited and announced. */
export async function editQuotation(
  ctx: GraphQLContext,
  id: string,
  status: string,
): Promise<QuotationRow> {
  const after = await ctx.db.transaction(async (tx) => {
    const before = await requireQuotation(ctx, tx, id, true);
    const { row } = await moveStatus(ctx, tx, {
      table: quotationStatus,
      auditableType: 'Quotation',
      from: before.status,
      to: status,
      apply: async (next) => {
        const row = await updateQuotationStatus(tx, before.id, next);
        if (!row) throw new Error('the edited quotation vanished');
        return { row };
      },
    });
    if (!row) throw new Error('an unconditional move changed nothing');
    return { ...row, agency_id: before.agency_id };
  });
  await announceSalesChanges(ctx, [
    { type: 'quotation', id: after.id, project_id: after.project_id, agency_id: after.agency_id },
  ]);
  return after;
}
