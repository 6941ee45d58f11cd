import type { CoDebtor, Customer } from '../../../../graphql/generated/server/resolvers-types';
import type { CodebtorRow, CustomerRow } from './sales-common.customers.repository';

// Buyers as the contract's types. `commune`, `codebtor` and `codeudor_name` are left out: the
// Customer field resolvers load them, unless a parent (a pre-approval, which names its own
// co-debtor) already set them.

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: String(row.id),
    name: row.name,
    last_name: row.last_name,
    rut: String(row.rut),
    rut_dv: row.rut_dv,
    email: row.email,
    phone: row.phone,
    status: row.status,
    subsidio: row.subsidio,
    rukaneado: row.rukaneado,
    nationality: row.nationality,
    civil_status: row.civil_status,
    worker_type: row.worker_type,
    labor_old: row.labor_old,
    monthly_rent: row.monthly_rent,
  };
}

export function toCodebtor(row: CodebtorRow): CoDebtor {
  return {
    name: row.name,
    last_name: row.last_name,
    rut: row.rut === null ? null : String(row.rut),
    rut_dv: row.rut_dv,
    email: row.email,
    phone: row.phone,
    relation: row.relation,
    monthly_rent: row.monthly_rent,
  };
}

/** 'Ana' + 'Rojas Soto' → 'Ana Rojas Soto', as the business board shows a co-debtor. */
export const codebtorName = (row: Pick<CodebtorRow, 'name' | 'last_name'>) =>
  [row.name, row.last_name].filter(Boolean).join(' ');
