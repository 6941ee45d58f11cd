import type { GraphQLContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import type { codebtors, communes, customers, projects, quotations } from '../../db/schema';
import { appError, parseId, requireViewer } from '../../kernel';
import { canSeeProject } from '../projects';
import { primeCustomerWithCommune } from '../quotations';
import { primeQuotedHomes, quotationById, type JoinedQuotedHome } from '../sales-common';
import { unitLoaders } from '../units';
import { findPromiseOrderDetails, findPromiseRequestDetails } from './promises.details.repository';
import { orderOfPromiseRequest, promiseOrderById, promiseRequestById } from './promises.loaders';
import {
  findPromiseOrder,
  findPromiseRequest,
  type Located,
  type PromiseOrderRow,
  type PromiseRequestRow,
} from './promises.repository';

export const promiseMessages = {
  requestNotFound: 'La solicitud de promesa no existe.',
  requestForbidden: 'No tienes acceso a esta solicitud de promesa.',
  orderNotFound: 'La orden de pago de promesa no existe.',
  orderForbidden: 'No tienes acceso a esta orden de pago de promesa.',
};

/**
 * A promise request the viewer may see: NOT_FOUND when there is none with that id, FORBIDDEN
 * (HTTP 403, the SPA goes to /error-403) when its project belongs to another agency.
 */
export async function requirePromiseRequest(ctx: GraphQLContext, db: DbOrTx, id: string) {
  const viewer = requireViewer(ctx);
  const row = await findPromiseRequest(db, parseId(id, promiseMessages.requestNotFound));
  if (!row) throw appError('NOT_FOUND', promiseMessages.requestNotFound);
  if (!canSeeProject(viewer, { id: row.project_id, real_state_agency_id: row.agency_id })) {
    throw appError('FORBIDDEN', promiseMessages.requestForbidden);
  }
  return row;
}

export async function requirePromiseOrder(ctx: GraphQLContext, db: DbOrTx, id: string) {
  const viewer = requireViewer(ctx);
  const row = await findPromiseOrder(db, parseId(id, promiseMessages.orderNotFound));
  if (!row) throw appError('NOT_FOUND', promiseMessages.orderNotFound);
  if (!canSeeProject(viewer, { id: row.project_id, real_state_agency_id: row.agency_id })) {
    throw appError('FORBIDDEN', promiseMessages.orderForbidden);
  }
  return row;
}

type QuotationRow = typeof quotations.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

/** What a details statement read of the quotation behind a record (promises.details.repository.ts). */
interface JoinedQuotation extends JoinedQuotedHome {
  quotation: QuotationRow | null;
  quotationProject: ProjectRow | null;
  customer: CustomerRow | null;
  commune: typeof communes.$inferSelect | null;
  codebtor: typeof codebtors.$inferSelect | null;
}

/** Primes the loaders of the quotation's relations with what the details statement read. */
function primeQuotation(ctx: GraphQLContext, joined: readonly JoinedQuotation[]) {
  const [first] = joined;
  if (!first?.quotation) return;
  quotationById(ctx).prime(first.quotation.id, first.quotation);
  if (first.quotationProject) {
    unitLoaders(ctx).project.prime(first.quotationProject.id, first.quotationProject);
  }
  if (first.customer) primeCustomerWithCommune(ctx, first.customer, first.commune, first.codebtor);
  primeQuotedHomes(ctx, first.quotation.id, joined);
}

/**
 * requirePromiseRequest for the details page: the same checks in the statement that reads what
 * its field resolvers show through one-to-one links, primed into their loaders.
 */
export async function promiseRequestDetails(
  ctx: GraphQLContext,
  db: Db,
  id: string,
): Promise<Located<PromiseRequestRow>> {
  const viewer = requireViewer(ctx);
  const found = await findPromiseRequestDetails(db, parseId(id, promiseMessages.requestNotFound)); // prettier-ignore
  const [first] = found;
  if (!first) throw appError('NOT_FOUND', promiseMessages.requestNotFound);
  const { request, agency_id, order } = first;
  if (!canSeeProject(viewer, { id: request.project_id, real_state_agency_id: agency_id })) {
    throw appError('FORBIDDEN', promiseMessages.requestForbidden);
  }
  orderOfPromiseRequest(ctx).prime(request.id, order);
  if (order) promiseOrderById(ctx).prime(order.id, order);
  primeQuotation(ctx, found);
  return { ...request, agency_id };
}

/** The same for a promise order: its request and the request's quotation. */
export async function promiseOrderDetails(
  ctx: GraphQLContext,
  db: Db,
  id: string,
): Promise<Located<PromiseOrderRow>> {
  const viewer = requireViewer(ctx);
  const found = await findPromiseOrderDetails(db, parseId(id, promiseMessages.orderNotFound));
  const [first] = found;
  if (!first) throw appError('NOT_FOUND', promiseMessages.orderNotFound);
  const { order, agency_id, request } = first;
  if (!canSeeProject(viewer, { id: order.project_id, real_state_agency_id: agency_id })) {
    throw appError('FORBIDDEN', promiseMessages.orderForbidden);
  }
  promiseRequestById(ctx).prime(order.promise_request_id, request);
  primeQuotation(ctx, found);
  return { ...order, agency_id };
}
