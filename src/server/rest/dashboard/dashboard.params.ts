import {
  DASHBOARD_MAX_DAYS,
  DASHBOARD_TYPES,
  type DashboardChart,
  type DashboardError,
  type DashboardParams,
} from '../../../shared/dashboard';
import { addDays, dayNumber } from './dashboard.dates';

/** The validated parameters of one chart request (spec §7), defaults applied. */
export interface DashboardFilters {
  chart: DashboardChart;
  dateInit: string;
  dateFinish: string;
  projectId: number | null;
  agencyId: number | null;
  /** The chart's `type` as applied: contacts default to 'project', the others to null (all). */
  type: string | null;
}

/** An expected refusal: the HTTP status and the contract's Spanish error body. */
export class DashboardRefusal extends Error {
  constructor(
    readonly status: 400 | 403,
    readonly body: DashboardError,
  ) {
    super(body.message);
  }
}

const bad = (field: keyof DashboardParams, message: string) =>
  new DashboardRefusal(400, { message, field });

const MAX_ID = 2_147_483_647;

/** A query-string value: '' and a missing parameter are the same; a repeated one is refused. */
function textOf(query: unknown, field: keyof DashboardParams, label: string): string | null {
  const value: unknown =
    query && typeof query === 'object'
      ? Object.getOwnPropertyDescriptor(query, field)?.value
      : null;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw bad(field, `${label} se indicó más de una vez.`);
  const text = value.trim();
  return text === '' ? null : text;
}

function idOf(query: unknown, field: 'project_id' | 'real_state_agency_id', label: string) {
  const text = textOf(query, field, label);
  if (text === null) return null;
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > MAX_ID) throw bad(field, `${label} debe ser un número entero positivo.`);
  return id;
}

function dayOf(query: unknown, field: 'date_init' | 'date_finish', label: string) {
  const text = textOf(query, field, label);
  if (text !== null && dayNumber(text) === null) {
    throw bad(field, `${label} no es válida: usa una fecha real con el formato AAAA-MM-DD.`);
  }
  return text;
}

function typeOf(chart: DashboardChart, query: unknown): string | null {
  const type = textOf(query, 'type', 'El tipo');
  const allowed = DASHBOARD_TYPES[chart];
  if (type === null) return chart.startsWith('contacts') ? 'project' : null;
  if (!allowed.length) throw bad('type', 'Este gráfico no admite el parámetro «type».');
  if (!allowed.includes(type)) {
    throw bad('type', `El tipo «${type}» no existe para este gráfico. Usa: ${allowed.join(', ')}.`);
  }
  return type;
}

/**
 * Reads a chart's query string. Dates are Chile calendar days, both included; without them the
 * range is the 30 days ending today (or ending date_finish). Throws a DashboardRefusal (400).
 */
export function parseDashboardParams(
  chart: DashboardChart,
  query: unknown,
  today: string,
): DashboardFilters {
  const projectId = idOf(query, 'project_id', 'El proyecto');
  const agencyId = idOf(query, 'real_state_agency_id', 'La inmobiliaria');
  const type = typeOf(chart, query);
  const finish = dayOf(query, 'date_finish', 'La fecha de término') ?? today;
  const init = dayOf(query, 'date_init', 'La fecha de inicio') ?? addDays(finish, -29);
  if (init > finish) {
    throw bad('date_init', 'La fecha de inicio no puede ser posterior a la fecha de término.');
  }
  const days = (dayNumber(finish) ?? 0) - (dayNumber(init) ?? 0) + 1;
  if (days > DASHBOARD_MAX_DAYS) {
    const max = DASHBOARD_MAX_DAYS.toLocaleString('es-CL');
    throw bad('date_finish', `El rango de fechas no puede superar ${max} días (unos cinco años).`);
  }
  return { chart, dateInit: init, dateFinish: finish, projectId, agencyId, type };
}
