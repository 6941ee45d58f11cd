// Answers shaped like the server's (contract.ts) for every filter: realistic Chilean projects,
// a weekly rhythm with quiet Sundays, and a funnel that narrows.
import {
  DASHBOARD_DAY_BUCKET_MAX_DAYS,
  FUNNEL_STEPS,
  type DashboardAnswer,
  type DashboardApplied,
  type DashboardChart,
  type DashboardParams,
} from '../../shared/dashboard';
import { addDays } from './dashboard-filters';

/** The day stories and tests call «today» (a Saturday in Chile). */
export const FIXTURE_TODAY = '2025-03-15';

export const projectOptionsFixture = [
  { value: '3', label: 'Condominio Parque Los Aromos' },
  { value: '5', label: 'Edificio Mirador del Biobío' },
  { value: '8', label: 'Jardines de Hualpén' },
  { value: '11', label: 'Villa Los Canelos de Temuco' },
];

export const agencyOptionsFixture = [
  { value: '1', label: 'Inmobiliaria Andes Sur' },
  { value: '2', label: 'Constructora Pacífico Norte' },
];

const PROJECTS = [
  { id: 5, name: 'Edificio Mirador del Biobío', weight: 9 },
  { id: 3, name: 'Condominio Parque Los Aromos', weight: 7 },
  { id: 8, name: 'Jardines de Hualpén', weight: 4 },
  { id: 11, name: 'Villa Los Canelos de Temuco', weight: 2 },
];

const UNITS: Partial<Record<DashboardChart, string>> = {
  contactsByDate: 'Contactos',
  quotationsByDate: 'Cotizaciones',
  bookingRequestByDate: 'Solicitudes de reserva',
  promiseRequestByDate: 'Solicitudes de promesa',
};

const STAGES = ['Nuevo', 'Contactado', 'Visita agendada', 'Negociación', 'Cierre'];

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

function buckets(from: string, to: string): { bucket: 'day' | 'month'; dates: string[] } {
  const days = daysBetween(from, to);
  if (days <= DASHBOARD_DAY_BUCKET_MAX_DAYS)
    return { bucket: 'day', dates: Array.from({ length: days }, (_, i) => addDays(from, i)) };
  const dates: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= to;) {
    dates.push(month);
    const next = new Date(`${month}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    month = next.toISOString().slice(0, 10);
  }
  return { bucket: 'month', dates };
}

/** Records a bucket holds: Sundays are quiet, the rest follow a fixed pseudo-random walk. */
const valueAt = (date: string, salt: number) =>
  new Date(`${date}T00:00:00Z`).getUTCDay() === 0
    ? 1
    : 4 + ((Number(date.slice(8)) * 7 + salt * 13) % 17);

export function fixtureAnswer(
  chart: DashboardChart,
  params: DashboardParams,
  empty = false,
): DashboardAnswer {
  const date_finish = params.date_finish ?? FIXTURE_TODAY;
  const date_init = params.date_init ?? addDays(date_finish, -29);
  const applied: DashboardApplied = {
    date_init,
    date_finish,
    project_id: params.project_id ?? null,
    real_state_agency_id: params.real_state_agency_id ?? null,
    type: params.type ?? null,
  };
  const scale = empty ? 0 : params.project_id ? 1 : 3;
  if (chart === 'salesFunnelByProject') {
    const values = [420, 260, 74, 31];
    return {
      chart,
      applied,
      steps: FUNNEL_STEPS.map((s, i) => ({ ...s, value: (values[i] ?? 0) * scale })),
    };
  }
  if (chart === 'contactsByProject' || chart === 'quotationsByProject') {
    const shown = empty
      ? []
      : PROJECTS.filter((p) => !params.project_id || p.id === params.project_id);
    const values = shown.map((p) => p.weight * 12);
    return {
      chart,
      applied,
      projects: shown.map(({ id, name }) => ({ id, name })),
      series: [
        {
          key: 'total',
          label: chart === 'contactsByProject' ? 'Contactos' : 'Cotizaciones',
          values,
        },
      ],
      total: values.reduce((a, b) => a + b, 0),
    };
  }
  const { bucket, dates } = buckets(date_init, date_finish);
  const factor = bucket === 'month' ? 26 : 1;
  const labels = chart === 'businessByDate' ? STAGES : [UNITS[chart] ?? 'Total'];
  const series = labels.map((label, salt) => ({
    key: label.toLowerCase().replace(/\s+/g, '_'),
    label,
    values: dates.map((date) => valueAt(date, salt) * scale * factor),
  }));
  const total = series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);
  return { chart, applied, bucket, dates, series, total };
}
