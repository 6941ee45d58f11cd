// What each kind of search hit is called and where it opens. The server gives only the kinds the
// viewer's role may list; a details screen the role may not open (a pre-approval's, for the
// agency roles) opens the kind's list instead.
import type { SearchKind } from '../../../graphql/generated/client/graphql';
import { can } from '../../lib/auth';
import type { AccessSubject } from '../../shared/access';
import { prospectStatus } from '../../shared/business';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  preapprovalStatus,
  promiseOrderStatus,
  promiseRequestStatus,
  quotationStatus,
  statusLabel,
  type StatusTable,
} from '../../shared/sales-status';

export interface KindText {
  /** The group's heading. */
  heading: string;
  /** A line's record, before its number ('Cotización N° 1234'). */
  record: string;
  details: (id: string) => string;
  list: string;
  statuses?: StatusTable<string>;
}

export const KIND_TEXT: Readonly<Record<SearchKind, KindText>> = {
  QUOTATION: { heading: 'Cotizaciones', record: 'Cotización', details: (id) => `/quotations/${id}/details`, list: '/quotations', statuses: quotationStatus }, // prettier-ignore
  BOOKING_REQUEST: { heading: 'Solicitudes de reserva', record: 'Solicitud de reserva', details: (id) => `/bookings-requests/${id}/details`, list: '/bookings-requests', statuses: bookingRequestStatus }, // prettier-ignore
  BOOKING_ORDER: { heading: 'Pagos de reserva', record: 'Pago de reserva', details: (id) => `/bookings-orders/${id}/details`, list: '/bookings-orders', statuses: bookingOrderStatus }, // prettier-ignore
  PROMISE_REQUEST: { heading: 'Solicitudes de promesa', record: 'Solicitud de promesa', details: (id) => `/promises-requests/${id}/details`, list: '/promises-requests', statuses: promiseRequestStatus }, // prettier-ignore
  PROMISE_ORDER: { heading: 'Pagos de promesa', record: 'Pago de promesa', details: (id) => `/promises-orders/${id}/details`, list: '/promises-orders', statuses: promiseOrderStatus }, // prettier-ignore
  PREAPPROVAL: { heading: 'Preaprobaciones', record: 'Preaprobación', details: (id) => `/preapprovals/${id}/details`, list: '/preapprovals', statuses: preapprovalStatus }, // prettier-ignore
  PROSPECT: { heading: 'Negocios', record: 'Negocio', details: (id) => `/${id}/business-details`, list: '/business', statuses: prospectStatus }, // prettier-ignore
  PROPERTY: { heading: 'Unidades', record: 'Unidad', details: (id) => `/properties/${id}/details`, list: '/properties' }, // prettier-ignore
};

/** The Spanish label of a hit's status, or null. */
export function hitStatus(kind: SearchKind, status: string | null): string | null {
  const table = KIND_TEXT[kind].statuses;
  return status && table ? statusLabel(table, status) : null;
}

/** Where a hit opens: its details when the role may open them, else its list. */
export function hitPath(
  hit: { kind: SearchKind; id: string },
  subject: AccessSubject | null,
): string {
  const text = KIND_TEXT[hit.kind];
  const details = text.details(hit.id);
  return can(details, subject) ? details : text.list;
}
