// Spanish wording of the promise pages: names, RUTs, units, money and dates as es-CL reads them,
// and the status choices of each list. Status labels come from src/shared/sales-status.
import { formatRut } from '../../lib/format';
import { statusCodes, statusLabel, type StatusTable } from '../../shared/sales-status';
import type { Option } from './promises.types';

/** Field names of the history's changes (the edit calls write these). */
export const PROMISE_AUDIT_LABELS: Record<string, string> = {
  status: 'Estado',
  amount_paid: 'Monto pagado',
  uf_value: 'Valor UF',
  order_number: 'N.º de orden',
  gateway_reference: 'Referencia de la pasarela',
  datetime_transaction: 'Fecha de transacción',
  reason: 'Motivo',
};

export function statusOptions(table: StatusTable<string>): Option[] {
  return statusCodes(table).map((code) => ({ value: code, label: statusLabel(table, code) }));
}

export function personName(person: { name: string; last_name?: string | null } | null | undefined) {
  if (!person) return 'Sin cliente';
  return [person.name, person.last_name].filter(Boolean).join(' ');
}

/** '12.345.678-5' from the stored body and check digit; '' when there is none. */
export function rutText(
  person: { rut?: string | null; rut_dv?: string | null } | null | undefined,
) {
  return formatRut(person?.rut ?? null, person?.rut_dv ?? null);
}

/** The quoted homes of a quotation ('Depto. 1203, Depto. 1204'); '' when it quoted none. */
export function unitsText(
  units: ReadonlyArray<{ property: { identifier: string } | null }> | null | undefined,
): string {
  return (units ?? [])
    .flatMap((unit) => (unit.property ? [unit.property.identifier] : []))
    .join(', ');
}
