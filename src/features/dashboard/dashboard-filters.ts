// The dashboard's filters live in the URL (?proyecto=&agencia=&periodo=&desde=&hasta=), so a
// reload or a shared link shows the same charts. Presets become a date range here, on Chile's
// calendar, so the charts and the range the server echoes agree on what «este mes» is.
import { checkDateRange } from '../../lib/date-text';
import type { UrlParams } from '../../lib/react/use-url-state';
import type { RoleName } from '../../shared/access';
import type { DashboardParams } from '../../shared/dashboard';

/** Roles that see the whole platform: the agency filter and the platform-wide contact forms. */
const UNSCOPED: readonly RoleName[] = ['Admin', 'SuperAdmin'];

export function seesEveryAgency(role: RoleName | null): boolean {
  return role !== null && UNSCOPED.includes(role);
}

export const PERIODS = ['7d', '30d', 'mes', 'anio', 'rango'] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = {
  '7d': 'Últimos 7 días',
  '30d': 'Últimos 30 días',
  mes: 'Este mes',
  anio: 'Este año',
  rango: 'Rango',
};

export interface DashboardFilters {
  project: string;
  /** Empty for agency-scoped roles: their agencies are the server's business. */
  agency: string;
  period: Period;
  /** dd-mm-aaaa as typed, only with period 'rango'. */
  from: string;
  to: string;
}

const isPeriod = (value: string | undefined): value is Period =>
  PERIODS.some((period) => period === value);

const positiveId = (value: string | undefined): string =>
  value && /^[1-9]\d*$/.test(value) ? value : '';

export function readFilters(params: UrlParams, canPickAgency: boolean): DashboardFilters {
  const period = isPeriod(params['periodo']) ? params['periodo'] : '30d';
  const ranged = period === 'rango';
  return {
    project: positiveId(params['proyecto']),
    agency: canPickAgency ? positiveId(params['agencia']) : '',
    period,
    from: ranged ? (params['desde'] ?? '') : '',
    to: ranged ? (params['hasta'] ?? '') : '',
  };
}

/** YYYY-MM-DD plus `days` (may be negative), on the calendar, never on a clock. */
export function addDays(iso: string, days: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export interface DashboardRange {
  date_init: string | null;
  date_finish: string | null;
  fromError: string | null;
  toError: string | null;
}

/** The range a period covers, ending `today` (Chile, YYYY-MM-DD). */
export function rangeOf(filters: DashboardFilters, today: string): DashboardRange {
  const preset = (date_init: string): DashboardRange => ({
    date_init,
    date_finish: today,
    fromError: null,
    toError: null,
  });
  switch (filters.period) {
    case '7d':
      return preset(addDays(today, -6));
    case '30d':
      return preset(addDays(today, -29));
    case 'mes':
      return preset(`${today.slice(0, 8)}01`);
    case 'anio':
      return preset(`${today.slice(0, 5)}01-01`);
    case 'rango': {
      // A blank or wrong end is left to the server's default (the 30 days ending the other end).
      const check = checkDateRange(filters.from, filters.to);
      return {
        date_init: check.from || null,
        date_finish: check.to || null,
        fromError: check.fromError,
        toError: check.toError,
      };
    }
  }
}

/** The query parameters every chart shares (the «Tipo» of each chart is added by the chart). */
export function paramsOf(filters: DashboardFilters, today: string): DashboardParams {
  const range = rangeOf(filters, today);
  return {
    project_id: filters.project ? Number(filters.project) : null,
    real_state_agency_id: filters.agency ? Number(filters.agency) : null,
    date_init: range.date_init,
    date_finish: range.date_finish,
  };
}
