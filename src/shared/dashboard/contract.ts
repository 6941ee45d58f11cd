// The dashboard's REST contract (spec §7: POST /api/dashboard/<chart>), shared by the server that
// answers it and the /home charts that draw it. Parameters travel in the query string.
import {
  BOOKING_REQUEST_STATUSES,
  PROMISE_REQUEST_STATUSES,
  QUOTATION_STATUSES,
} from '../sales-status';

export const DASHBOARD_CHARTS = [
  'contactsByProject',
  'contactsByDate',
  'quotationsByProject',
  'quotationsByDate',
  'promiseRequestByDate',
  'bookingRequestByDate',
  'businessByDate',
  'salesFunnelByProject',
] as const;
export type DashboardChart = (typeof DASHBOARD_CHARTS)[number];

/**
 * The contact forms of the public site. Only `project` forms belong to a project (and so to an
 * agency); the other four are platform-wide and only unscoped roles (Admin, SuperAdmin) see them.
 */
export const CONTACT_KINDS = ['project', 'newsletter', 'enterprise', 'section', 'home'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * What `type` means, per chart: it narrows the counted records to one kind. Contacts: the form
 * (default `project`). Quotations, booking and promise requests: the record's status (default:
 * every status). `businessByDate` and `salesFunnelByProject` take no `type` (spec §7).
 */
export const DASHBOARD_TYPES: Readonly<Record<DashboardChart, readonly string[]>> = {
  contactsByProject: ['project'],
  contactsByDate: CONTACT_KINDS,
  quotationsByProject: QUOTATION_STATUSES,
  quotationsByDate: QUOTATION_STATUSES,
  promiseRequestByDate: PROMISE_REQUEST_STATUSES,
  bookingRequestByDate: BOOKING_REQUEST_STATUSES,
  businessByDate: [],
  salesFunnelByProject: [],
};

/** Query parameters of every chart (all optional; dates are Chile calendar days, inclusive). */
export interface DashboardParams {
  project_id?: number | null;
  real_state_agency_id?: number | null;
  type?: string | null;
  /** YYYY-MM-DD; default: 29 days before date_finish. */
  date_init?: string | null;
  /** YYYY-MM-DD; default: today in Chile. */
  date_finish?: string | null;
}

/** Longest range a chart answers (about five years). */
export const DASHBOARD_MAX_DAYS = 1_831;
/** Ranges up to this many days come back by day; longer ones by month. */
export const DASHBOARD_DAY_BUCKET_MAX_DAYS = 400;

/** The filters the server applied, echoed in every answer. */
export interface DashboardApplied {
  date_init: string;
  date_finish: string;
  project_id: number | null;
  real_state_agency_id: number | null;
  type: string | null;
}

/** A named series of values, one per category (a project or a date). */
export interface DashboardSeries {
  key: string;
  /** Spanish legend label. */
  label: string;
  values: number[];
}

/** contactsByProject, quotationsByProject: one bar per project with records, most first. */
export interface DashboardByProject {
  chart: 'contactsByProject' | 'quotationsByProject';
  applied: DashboardApplied;
  projects: { id: number; name: string }[];
  series: DashboardSeries[];
  total: number;
}

/**
 * The *ByDate charts: every bucket of the range, empty ones included (value 0). `dates` are
 * YYYY-MM-DD, the first day of each bucket. businessByDate has one series per pipeline stage
 * (prospects created in the bucket, by their current stage); the others have one series.
 */
export interface DashboardByDate {
  chart:
    | 'contactsByDate'
    | 'quotationsByDate'
    | 'promiseRequestByDate'
    | 'bookingRequestByDate'
    | 'businessByDate';
  applied: DashboardApplied;
  bucket: 'day' | 'month';
  dates: string[];
  series: DashboardSeries[];
  total: number;
}

export const FUNNEL_STEPS = [
  { key: 'contacts', label: 'Contactos' },
  { key: 'quotations', label: 'Cotizaciones' },
  { key: 'booking_requests', label: 'Solicitudes de reserva' },
  { key: 'promise_requests', label: 'Solicitudes de promesa' },
] as const;

/** salesFunnelByProject: the records of each step created in the range, in funnel order. */
export interface DashboardFunnel {
  chart: 'salesFunnelByProject';
  applied: DashboardApplied;
  steps: { key: (typeof FUNNEL_STEPS)[number]['key']; label: string; value: number }[];
}

export type DashboardAnswer = DashboardByProject | DashboardByDate | DashboardFunnel;

/** A refused request: HTTP 400 (bad parameter), 401, 403 (outside the role's scope). */
export interface DashboardError {
  message: string;
  /** The offending parameter, when one is to blame. */
  field?: keyof DashboardParams;
}
