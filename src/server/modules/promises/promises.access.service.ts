import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { appError, parseId, requireViewer } from '../../kernel';
import { canSeeProject } from '../projects';
import { findPromiseOrder, findPromiseRequest } from './promises.repository';

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
