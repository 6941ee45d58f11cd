import type { ResolversParentTypes } from '../../../../graphql/generated/server/resolvers-types';
import type { PromiseOrderRow, PromiseRequestRow } from './promises.repository';

/** Promise records as resolvers hand them on: their relations are the mapped models. */
export type PromiseRequestModel = ResolversParentTypes['PromiseRequest'];
export type PromiseOrderModel = ResolversParentTypes['PromiseOrder'];

// Rows as the contract's types. Relations (quotation, payments, order, request, audits) are
// resolved by field resolvers keyed by the id; the empty lists only satisfy the parent types.

export function toPromiseRequest(row: PromiseRequestRow): PromiseRequestModel {
  return {
    id: String(row.id),
    status: row.status,
    created_at: row.created_at.toISOString(),
    amount_paid: row.amount_paid,
    uf_value: row.uf_value === null ? null : Number(row.uf_value),
    order_number: row.order_number,
    datetime_transaction: row.datetime_transaction?.toISOString() ?? null,
    gateway_reference: row.gateway_reference,
    signature: row.signature,
    payments: [],
    audits: [],
  };
}

export function toPromiseOrder(row: PromiseOrderRow): PromiseOrderModel {
  return {
    id: String(row.id),
    status: row.status,
    created_at: row.created_at.toISOString(),
    audits: [],
  };
}
