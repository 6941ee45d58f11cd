// Spanish wording of the promise pages: names, RUTs and units as es-CL reads them. Status labels
// come from src/shared/sales-status.
import { formatRut } from '../../lib/format';

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
