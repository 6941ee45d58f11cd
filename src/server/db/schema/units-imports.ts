import { sql } from 'drizzle-orm';
import { index, integer, json, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './identity';
import { projects } from './projects';

/**
 * A checked units sheet waiting to be saved (checkPropertiesExcel → savePropertiesImport). The
 * rows live here, not in a server's memory, so every instance can save them, also after a restart.
 * `units` holds the checked rows by kind ({ property: [...], warehouse: [...], parkinglot: [...] });
 * the save reads them with json_to_recordset. A row is used once and expires; expired rows are
 * deleted by the next check.
 */
export const unitsImports = pgTable(
  'units_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The project named at check time; null when the check named none (any allowed project). */
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    units: json('units').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at')
      .notNull()
      .default(sql`now() + interval '24 hours'`),
  },
  (t) => [index('units_imports_expires_idx').on(t.expires_at)],
);
