import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable } from 'drizzle-orm/pg-core';
import { timestamps, ufValue } from './columns';
import { users } from './identity';

/**
 * The UF of each day (issue 34), in pesos with two decimals as the Banco Central publishes it.
 * Admin loads it by hand or imports the daily series; a day without a row uses the latest earlier
 * value (uf-values module). `loaded_by` is who loaded or last changed the day's value.
 */
export const ufValues = pgTable(
  'uf_values',
  {
    date: date('date', { mode: 'string' }).primaryKey(),
    value: ufValue('value').notNull(),
    loaded_by: integer('loaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [check('uf_values_value_positive', sql`${t.value} > 0`)],
);
