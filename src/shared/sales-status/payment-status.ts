import type { StatusTone } from './status-table';

// A payment attempt's status is what the gateway reported (graphql/schema/payments.graphql), not
// something staff change, so it has labels and tones but no transitions.
const PAYMENT_STATUS: Record<string, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pendiente', tone: 'orange' },
  paid: { label: 'Pagado', tone: 'green' },
  rejected: { label: 'Rechazado', tone: 'red' },
  cancelled: { label: 'Anulado', tone: 'gray' },
};

/** The Spanish label and tone of a payment's status; an unknown code is shown as stored. */
export function paymentStatus(code: string): { label: string; tone: StatusTone } {
  return PAYMENT_STATUS[code] ?? { label: code, tone: 'gray' };
}

// A gateway answer that disagrees with our own order is held for review instead of applied
// (src/server/modules/payments-flow): the payment keeps its status and carries the reason.
const REVIEW_REASONS: Record<string, string> = {
  amount: 'El monto que informa Flow no coincide con el de la orden.',
  currency: 'La moneda que informa Flow no coincide con la de la orden.',
  commerce_order: 'La orden de comercio que informa Flow no es la de este pago.',
  status: 'Flow informó un estado desconocido.',
  unit_held: 'El pago llegó, pero la unidad ya está tomada por otra solicitud.',
  request_closed: 'El pago llegó con la solicitud ya cerrada (vencida, anulada o rechazada).',
};

/** Why a payment is held for review, in Spanish; an unknown code is shown as stored. */
export function paymentReviewReason(code: string): string {
  return REVIEW_REASONS[code] ?? code;
}
