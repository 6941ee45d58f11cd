import {
  DASHBOARD_DAY_BUCKET_MAX_DAYS,
  FUNNEL_STEPS,
  type DashboardAnswer,
  type DashboardApplied,
  type DashboardByDate,
  type DashboardByProject,
  type DashboardChart,
  type DashboardFunnel,
} from '../../../shared/dashboard';
import {
  bookingRequestStatus,
  promiseRequestStatus,
  quotationStatus,
  type StatusTable,
} from '../../../shared/sales-status';
import type { Db } from '../../db/client';
import { blocksOf } from './dashboard.blocks';
import { bucketsOf, dayNumber, monthOf, segmentsOf } from './dashboard.dates';
import type { DashboardFilters } from './dashboard.params';
import {
  blockTotals,
  countsOf,
  pipelineStagesInOrder,
  projectKindCounts,
  type Metric,
} from './dashboard.repository';
import type { DashboardUnits } from './dashboard.scope';

const CONTACT_LABELS: Readonly<Record<string, string>> = {
  project: 'Contactos de proyectos',
  newsletter: 'Suscripciones al newsletter',
  enterprise: 'Contactos de empresas',
  section: 'Contactos de secciones',
  home: 'Contactos del inicio',
};

const RECORDS: Readonly<Record<Exclude<Metric, 'prospect'>, [string, StatusTable<string>?]>> = {
  contact: ['Contactos'],
  quotation: ['Cotizaciones', quotationStatus],
  booking_request: ['Solicitudes de reserva', bookingRequestStatus],
  promise_request: ['Solicitudes de promesa', promiseRequestStatus],
};

const METRIC: Readonly<Record<DashboardChart, Metric>> = {
  contactsByProject: 'contact',
  contactsByDate: 'contact',
  quotationsByProject: 'quotation',
  quotationsByDate: 'quotation',
  promiseRequestByDate: 'promise_request',
  bookingRequestByDate: 'booking_request',
  businessByDate: 'prospect',
  salesFunnelByProject: 'quotation',
};

/** The one series of a chart: what is counted, in Spanish, narrowed by `type`. */
function seriesOf(metric: Metric, type: string | null): { key: string; label: string } {
  if (metric === 'contact')
    return { key: type ?? 'project', label: CONTACT_LABELS[type ?? 'project'] ?? 'Contactos' };
  const [label, table] = metric === 'prospect' ? ['Negocios'] : RECORDS[metric];
  const status = type ? table?.statuses[type]?.label : undefined;
  return { key: type ?? 'total', label: status ? `${label} (${status})` : label };
}

const appliedOf = (f: DashboardFilters): DashboardApplied => ({
  date_init: f.dateInit,
  date_finish: f.dateFinish,
  project_id: f.projectId,
  real_state_agency_id: f.agencyId,
  type: f.type,
});

async function byDate(
  db: Db,
  f: DashboardFilters,
  units: DashboardUnits,
  chart: DashboardByDate['chart'],
): Promise<DashboardByDate> {
  const metric = METRIC[f.chart];
  const days = (dayNumber(f.dateFinish) ?? 0) - (dayNumber(f.dateInit) ?? 0) + 1;
  const bucket = days <= DASHBOARD_DAY_BUCKET_MAX_DAYS ? 'day' : 'month';
  const dates = bucketsOf(f.dateInit, f.dateFinish, bucket);
  const index = new Map(dates.map((date, i) => [date, i]));
  const segments =
    bucket === 'day'
      ? [{ grain: 'd' as const, from: f.dateInit, to: f.dateFinish }]
      : segmentsOf(f.dateInit, f.dateFinish);
  const stages = metric === 'prospect' ? await pipelineStagesInOrder(db) : [];
  const lines =
    metric === 'prospect'
      ? stages.map((stage) => ({ key: String(stage.id), label: stage.name }))
      : [seriesOf(metric, f.type)];
  const series = lines.map((line) => ({ ...line, values: dates.map(() => 0) }));
  const kind = metric === 'prospect' ? 'stages' : { kind: f.type ?? '*' };
  for (const row of await countsOf(db, metric, units, segments, kind)) {
    const at = index.get(bucket === 'day' ? row.bucket : monthOf(row.bucket));
    const line = metric === 'prospect' ? series.find((s) => s.key === row.kind) : series[0];
    if (at !== undefined && line) line.values[at] = (line.values[at] ?? 0) + row.n;
  }
  const total = series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);
  return { chart, applied: appliedOf(f), bucket, dates, series, total };
}

async function byProject(
  db: Db,
  f: DashboardFilters,
  units: DashboardUnits,
  chart: DashboardByProject['chart'],
): Promise<DashboardByProject> {
  const metric = f.chart === 'contactsByProject' ? 'contact' : 'quotation';
  // The aligned blocks covering the range, one index range each over every project: at most
  // two a grain (a few thousand entries over 500 projects), where one row a day read 15–30k.
  const kind = f.type ?? (metric === 'contact' ? 'project' : '*');
  const blocks = blocksOf(f.dateInit, f.dateFinish);
  const rows = await projectKindCounts(db, metric, units, blocks, kind);
  return {
    chart,
    applied: appliedOf(f),
    projects: rows.map((row) => ({ id: row.id, name: row.name })),
    series: [{ ...seriesOf(metric, f.type), values: rows.map((row) => row.n) }],
    total: rows.reduce((sum, row) => sum + row.n, 0),
  };
}

type FunnelMetric = Exclude<Metric, 'prospect'>;
const FUNNEL_METRICS: Readonly<
  Record<(typeof FUNNEL_STEPS)[number]['key'], [FunnelMetric, string]>
> = {
  contacts: ['contact', 'project'],
  quotations: ['quotation', '*'],
  booking_requests: ['booking_request', '*'],
  promise_requests: ['promise_request', '*'],
};

async function funnel(
  db: Db,
  f: DashboardFilters,
  units: DashboardUnits,
): Promise<DashboardFunnel> {
  // Every step in one query: the blocks covering the range at the scope's levels.
  const pairs = FUNNEL_STEPS.map((step) => FUNNEL_METRICS[step.key]);
  const totals = await blockTotals(db, pairs, units, blocksOf(f.dateInit, f.dateFinish));
  const steps = FUNNEL_STEPS.map((step) => ({
    key: step.key,
    label: step.label,
    value: totals.get(FUNNEL_METRICS[step.key][0]) ?? 0,
  }));
  return { chart: 'salesFunnelByProject', applied: appliedOf(f), steps };
}

/** The answer of a chart: exactly one of the contract's shapes. */
export function answerChart(
  db: Db,
  f: DashboardFilters,
  units: DashboardUnits,
): Promise<DashboardAnswer> {
  if (f.chart === 'salesFunnelByProject') return funnel(db, f, units);
  if (f.chart === 'contactsByProject' || f.chart === 'quotationsByProject')
    return byProject(db, f, units, f.chart);
  return byDate(db, f, units, f.chart);
}
