// What the "Nueva exportación" form offers: each export the contract can request (spec §7,
// graphql/schema/exports.graphql), the filters its mutation takes, and how to call it. Which of
// them a viewer sees is decided by the access policy on the mutation's name.
import {
  RequestApprovalFileDocument,
  RequestBookingOrderFileDocument,
  RequestBookingRequestFileDocument,
  RequestContactsDocument,
  RequestContactsEnterpriseDocument,
  RequestContactsFormDocument,
  RequestContactsFormHomeDocument,
  RequestContactsNewsletterDocument,
  RequestPromiseOrderFileDocument,
  RequestPromiseRequestFileDocument,
  RequestProspectFileDocument,
  RequestQuotationsFileDocument,
} from '../../../graphql/generated/client/graphql';
import type { ExportJob } from '../../../machines/exports/exports.types';
import type { Executor } from '../../../machines/shared/executor';
import { canRunOperation, type AccessSubject } from '../../shared/access';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  preapprovalStatus,
  promiseRequestStatus,
  statusCodes,
  type StatusTable,
} from '../../shared/sales-status';
import { isoDateOf, type ExportRequestValues } from './export-request.schema';

export type ExportFilter = 'project' | 'agency' | 'status' | 'rukan' | 'dates';
export type Option = { value: string; label: string };

export interface ExportKind {
  type: string;
  label: string;
  /** The request mutation's root field: the policy's operation name. */
  operation: string;
  filters: readonly ExportFilter[];
  /** Status choices when the export filters by status. */
  statuses?: readonly Option[];
  statusLabel?: string;
  request(execute: Executor, values: ExportRequestValues): Promise<ExportJob>;
}

// Status choices come from the sales status tables, so the form says what the lists say.
const optionsOf = <S extends string>(table: StatusTable<S>): readonly Option[] =>
  statusCodes(table).map((value) => ({ value, label: table.statuses[value].label }));
const ORDER_STATUSES = optionsOf(bookingOrderStatus);
const PREAPPROVAL_STATUSES = optionsOf(preapprovalStatus);

// Spec §5: optional filters are sent as empty strings when blank.
const day = (text: string) => isoDateOf(text) ?? '';
const byStatus = (v: ExportRequestValues) => ({ project_id: v.project, status: v.status });
const byDates = (v: ExportRequestValues) => ({
  date_init: day(v.date_from),
  date_end: day(v.date_to),
});
const DATES_ONLY: readonly ExportFilter[] = ['dates'];
const PROJECT_STATUS: readonly ExportFilter[] = ['project', 'status'];

export const EXPORT_KINDS: readonly ExportKind[] = [
  {
    type: 'booking_requests',
    label: 'Solicitudes de reserva',
    operation: 'requestBookingRequestFile',
    filters: PROJECT_STATUS,
    statuses: optionsOf(bookingRequestStatus),
    request: (execute, v) =>
      execute(RequestBookingRequestFileDocument, byStatus(v)).then(
        (r) => r.requestBookingRequestFile,
      ),
  },
  {
    type: 'booking_orders',
    label: 'Pagos de reservas',
    operation: 'requestBookingOrderFile',
    filters: PROJECT_STATUS,
    statuses: ORDER_STATUSES,
    request: (execute, v) =>
      execute(RequestBookingOrderFileDocument, byStatus(v)).then((r) => r.requestBookingOrderFile),
  },
  {
    type: 'promise_requests',
    label: 'Solicitudes de promesa',
    operation: 'requestPromiseRequestFile',
    filters: PROJECT_STATUS,
    statuses: optionsOf(promiseRequestStatus),
    request: (execute, v) =>
      execute(RequestPromiseRequestFileDocument, byStatus(v)).then(
        (r) => r.requestPromiseRequestFile,
      ),
  },
  {
    type: 'promise_orders',
    label: 'Pagos de promesas',
    operation: 'requestPromiseOrderFile',
    filters: PROJECT_STATUS,
    statuses: ORDER_STATUSES,
    request: (execute, v) =>
      execute(RequestPromiseOrderFileDocument, byStatus(v)).then((r) => r.requestPromiseOrderFile),
  },
  {
    type: 'preapprovals',
    label: 'Preaprobaciones',
    operation: 'requestApprovalFile',
    filters: PROJECT_STATUS,
    statuses: PREAPPROVAL_STATUSES,
    request: (execute, v) =>
      execute(RequestApprovalFileDocument, byStatus(v)).then((r) => r.requestApprovalFile),
  },
  {
    type: 'prospects',
    label: 'Negocios',
    operation: 'requestProspectFile',
    filters: ['dates', 'project', 'status', 'rukan'],
    statuses: PREAPPROVAL_STATUSES,
    statusLabel: 'Estado de la preaprobación',
    request: (execute, v) =>
      execute(RequestProspectFileDocument, {
        date_ini: day(v.date_from),
        date_end: day(v.date_to),
        project_id: v.project,
        pre_approvals_status: v.status,
        rukans_vig: v.rukan,
      }).then((r) => r.requestProspectFile),
  },
  {
    type: 'quotations',
    label: 'Cotizaciones',
    operation: 'requestQuotationsFile',
    filters: ['dates', 'project', 'agency'],
    request: (execute, v) =>
      execute(RequestQuotationsFileDocument, {
        project_id: v.project,
        date_ini: day(v.date_from),
        date_end: day(v.date_to),
        real_state_agency: v.agency,
      }).then((r) => r.requestQuotationsFile),
  },
  {
    type: 'contacts',
    label: 'Contactos',
    operation: 'requestContactsMutation',
    filters: ['dates', 'project', 'agency'],
    request: (execute, v) =>
      execute(RequestContactsDocument, {
        real_state_agency: v.agency,
        project: v.project,
        type: 'xlsx',
        ...byDates(v),
      }).then((r) => r.requestContactsMutation),
  },
  {
    type: 'contacts_newsletter',
    label: 'Contactos del newsletter',
    operation: 'requestContactsNewsletterMutation',
    filters: DATES_ONLY,
    request: (execute, v) =>
      execute(RequestContactsNewsletterDocument, byDates(v)).then(
        (r) => r.requestContactsNewsletterMutation,
      ),
  },
  {
    type: 'contacts_enterprise',
    label: 'Contactos de empresas',
    operation: 'requestContactsEnterpriseMutation',
    filters: DATES_ONLY,
    request: (execute, v) =>
      execute(RequestContactsEnterpriseDocument, byDates(v)).then(
        (r) => r.requestContactsEnterpriseMutation,
      ),
  },
  {
    type: 'contacts_form_section',
    label: 'Contactos del formulario de sección',
    operation: 'requestContactsFormMutation',
    filters: DATES_ONLY,
    request: (execute, v) =>
      execute(RequestContactsFormDocument, byDates(v)).then((r) => r.requestContactsFormMutation),
  },
  {
    type: 'contacts_form_home_section',
    label: 'Contactos del formulario de inicio',
    operation: 'requestContactsFormHomeMutation',
    filters: DATES_ONLY,
    request: (execute, v) =>
      execute(RequestContactsFormHomeDocument, byDates(v)).then(
        (r) => r.requestContactsFormHomeMutation,
      ),
  },
];

/** The exports the policy lets this viewer request, in the catalogue's order. */
export function requestableKinds(subject: AccessSubject | null): readonly ExportKind[] {
  return EXPORT_KINDS.filter((kind) => canRunOperation(kind.operation, subject));
}

export const kindOf = (type: string) => EXPORT_KINDS.find((kind) => kind.type === type);

export const RUKAN_OPTIONS: readonly Option[] = [
  { value: '1', label: 'Con Rukan vigente' },
  { value: '0', label: 'Sin Rukan vigente' },
];
