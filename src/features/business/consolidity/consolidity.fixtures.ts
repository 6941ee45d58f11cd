// A month of lead origins as the consolidity query answers them, largest total first.
import type { ConsolidityRow } from './consolidity.types';

export const CONSOLIDITY_ROWS: ConsolidityRow[] = [
  { origin: 'web', quotations: 412, contacts: 287, total: 699, percentage: 41.31 },
  { origin: 'portal inmobiliario', quotations: 301, contacts: 118, total: 419, percentage: 24.76 },
  { origin: 'sala de ventas', quotations: 233, contacts: 52, total: 285, percentage: 16.84 },
  { origin: 'redes sociales', quotations: 96, contacts: 104, total: 200, percentage: 11.82 },
  { origin: 'referido', quotations: 61, contacts: 28, total: 89, percentage: 5.26 },
];
