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
