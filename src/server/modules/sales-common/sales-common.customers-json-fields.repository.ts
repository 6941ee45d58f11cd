import { sql, type SQL } from 'drizzle-orm';
import { customers as c } from '../../db/schema';

/**
 * A customer's own columns as a page built by the database renders them (JSON text: ids and RUT
 * as text), field by GraphQL field, the way toCustomer maps a row. Pages that build their rows'
 * customer in the statement (quotations list, business board) pick the fields asked.
 */
export const CUSTOMER_JSON_FIELDS: Readonly<Record<string, SQL>> = {
  id: sql`${c.id}::text`,
  name: sql`${c.name}`,
  last_name: sql`${c.last_name}`,
  rut: sql`${c.rut}::text`,
  rut_dv: sql`${c.rut_dv}`,
  email: sql`${c.email}`,
  phone: sql`${c.phone}`,
  status: sql`${c.status}`,
  subsidio: sql`${c.subsidio}`,
  rukaneado: sql`${c.rukaneado}`,
  nationality: sql`${c.nationality}`,
  civil_status: sql`${c.civil_status}`,
  worker_type: sql`${c.worker_type}`,
  labor_old: sql`${c.labor_old}`,
  monthly_rent: sql`${c.monthly_rent}`,
};
