// The eight charts of spec §7: their Spanish titles, how each is drawn, what its «Tipo» offers and
// which answer shape it reads.
import type { FilterOption } from '../../components/filter-select/filter-select';
import {
  bookingRequestStatus,
  promiseRequestStatus,
  quotationStatus,
  statusCodes,
  type StatusTable,
} from '../../shared/sales-status';
import type { ContactKind, DashboardAnswer, DashboardChart } from '../../shared/dashboard';
import { parseByDate, parseByProject, parseFunnel } from './dashboard-answers';

export interface ChartDefinition {
  chart: DashboardChart;
  title: string;
  /** File name stem of its PNG. */
  slug: string;
  /** What one unit counts, for the legend and the table ('Cotizaciones'). */
  unit: string;
  /** The «Tipo» select's first option (no type sent); null when the chart takes no type. */
  typeAll: string | null;
}

export const CHART_DEFINITIONS: readonly ChartDefinition[] = [
  def('contactsByProject', 'Contactos por proyecto', 'contactos-por-proyecto', 'Contactos', null),
  def(
    'quotationsByProject',
    'Cotizaciones por proyecto',
    'cotizaciones-por-proyecto',
    'Cotizaciones',
    'Todos los estados',
  ),
  def(
    'contactsByDate',
    'Contactos por fecha',
    'contactos-por-fecha',
    'Contactos',
    'Formulario de proyecto',
  ),
  def(
    'quotationsByDate',
    'Cotizaciones por fecha',
    'cotizaciones-por-fecha',
    'Cotizaciones',
    'Todos los estados',
  ),
  def(
    'bookingRequestByDate',
    'Solicitudes de reserva por fecha',
    'solicitudes-de-reserva-por-fecha',
    'Solicitudes de reserva',
    'Todos los estados',
  ),
  def(
    'promiseRequestByDate',
    'Solicitudes de promesa por fecha',
    'solicitudes-de-promesa-por-fecha',
    'Solicitudes de promesa',
    'Todos los estados',
  ),
  def('businessByDate', 'Negocios por fecha', 'negocios-por-fecha', 'Negocios', null),
  def('salesFunnelByProject', 'Embudo de ventas', 'embudo-de-ventas', 'Registros', null),
];

function def(
  chart: DashboardChart,
  title: string,
  slug: string,
  unit: string,
  typeAll: string | null,
): ChartDefinition {
  return { chart, title, slug, unit, typeAll };
}

/** The four platform-wide forms (the project form is the select's first option). */
const PLATFORM_CONTACT_KINDS: Record<Exclude<ContactKind, 'project'>, string> = {
  newsletter: 'Newsletter',
  enterprise: 'Empresas',
  section: 'Formulario de sección',
  home: 'Formulario de inicio',
};

const statusOptions = <S extends string>(table: StatusTable<S>): FilterOption[] =>
  statusCodes(table).map((value) => ({ value, label: table.statuses[value].label }));

/**
 * The «Tipo» choices beyond the first. Platform-wide contact forms have no project: only
 * unscoped roles see them, and not while a project or agency narrows the charts (the server
 * would refuse the pair).
 */
export function typeOptions(
  chart: DashboardChart,
  context: { unscoped: boolean; narrowed: boolean },
): FilterOption[] {
  switch (chart) {
    case 'contactsByDate':
      if (!context.unscoped || context.narrowed) return [];
      return Object.entries(PLATFORM_CONTACT_KINDS).map(([value, label]) => ({ value, label }));
    case 'quotationsByProject':
    case 'quotationsByDate':
      return statusOptions(quotationStatus);
    case 'bookingRequestByDate':
      return statusOptions(bookingRequestStatus);
    case 'promiseRequestByDate':
      return statusOptions(promiseRequestStatus);
    default:
      return [];
  }
}

export function parseAnswer(chart: DashboardChart, value: unknown): DashboardAnswer {
  switch (chart) {
    case 'contactsByProject':
    case 'quotationsByProject':
      return parseByProject(chart, value);
    case 'salesFunnelByProject':
      return parseFunnel(value);
    default:
      return parseByDate(chart, value);
  }
}
