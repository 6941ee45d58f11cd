// The server's answers are checked, not trusted: a field missing or of the wrong type (an older
// server, a proxy's HTML page) becomes a clear error on that one chart instead of a crash inside
// ECharts. Shapes are the contract's (src/shared/dashboard/contract.ts).
import {
  FUNNEL_STEPS,
  type DashboardApplied,
  type DashboardByDate,
  type DashboardByProject,
  type DashboardFunnel,
  type DashboardSeries,
} from '../../shared/dashboard';

export class DashboardAnswerError extends Error {
  override readonly name = 'DashboardAnswerError';
  constructor(what: string) {
    super(`El servidor envió datos del gráfico que no se pueden leer (${what}).`);
  }
}

type Fields = Record<string, unknown>;

function record(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new DashboardAnswerError(what);
  return Object.fromEntries(Object.entries(value));
}

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new DashboardAnswerError(what);
  return value;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new DashboardAnswerError(what);
  return value;
}

function count(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new DashboardAnswerError(what);
  return value;
}

const optionalId = (value: unknown, what: string): number | null =>
  value === null || value === undefined ? null : count(value, what);

function applied(value: unknown): DashboardApplied {
  const a = record(value, 'applied');
  return {
    date_init: text(a.date_init, 'applied.date_init'),
    date_finish: text(a.date_finish, 'applied.date_finish'),
    project_id: optionalId(a.project_id, 'applied.project_id'),
    real_state_agency_id: optionalId(a.real_state_agency_id, 'applied.real_state_agency_id'),
    type: a.type === null || a.type === undefined ? null : text(a.type, 'applied.type'),
  };
}

function series(value: unknown, length: number): DashboardSeries[] {
  return list(value, 'series').map((item) => {
    const s = record(item, 'series');
    const values = list(s.values, 'series.values').map((v) => count(v, 'series.values'));
    if (values.length !== length) throw new DashboardAnswerError('series.values');
    return { key: text(s.key, 'series.key'), label: text(s.label, 'series.label'), values };
  });
}

export function parseByProject(
  chart: DashboardByProject['chart'],
  value: unknown,
): DashboardByProject {
  const a = record(value, 'respuesta');
  const projects = list(a.projects, 'projects').map((item) => {
    const p = record(item, 'projects');
    return { id: count(p.id, 'projects.id'), name: text(p.name, 'projects.name') };
  });
  return {
    chart,
    applied: applied(a.applied),
    projects,
    series: series(a.series, projects.length),
    total: count(a.total, 'total'),
  };
}

export function parseByDate(chart: DashboardByDate['chart'], value: unknown): DashboardByDate {
  const a = record(value, 'respuesta');
  const dates = list(a.dates, 'dates').map((d) => text(d, 'dates'));
  const bucket = a.bucket === 'day' || a.bucket === 'month' ? a.bucket : null;
  if (!bucket) throw new DashboardAnswerError('bucket');
  return {
    chart,
    applied: applied(a.applied),
    bucket,
    dates,
    series: series(a.series, dates.length),
    total: count(a.total, 'total'),
  };
}

export function parseFunnel(value: unknown): DashboardFunnel {
  const a = record(value, 'respuesta');
  const steps = list(a.steps, 'steps').map((item) => {
    const s = record(item, 'steps');
    const step = FUNNEL_STEPS.find((known) => known.key === s.key);
    if (!step) throw new DashboardAnswerError('steps.key');
    return {
      key: step.key,
      label: text(s.label, 'steps.label'),
      value: count(s.value, 'steps.value'),
    };
  });
  return { chart: 'salesFunnelByProject', applied: applied(a.applied), steps };
}
