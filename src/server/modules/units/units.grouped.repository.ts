import { sql, type Column, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { UnitTable } from './units.kinds.service';

// The grouped toolbar's one statement (data-modifying CTEs): the units asked for are found and
// checked, updated only when all of them were found and allowed, and each updated unit gets its
// audit row, inserted from the update's returned rows.

const outcomeRow = z.object({
  found: z.coerce.number(),
  refused: z.coerce.number(),
  updated: z.coerce.number(),
  projects: z.array(z.object({ project_id: z.number(), id: z.number(), agency_id: z.number() })),
});
/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const outcome = z.union([z.array(outcomeRow), z.object({ rows: z.array(outcomeRow) })]);

export interface GroupedFlagUpdate {
  table: UnitTable;
  /** The flag's column on `table`. */
  column: Column;
  ids: readonly number[];
  value: boolean;
  /** The viewer's project scope (undefined = every project). */
  scope: SQL | undefined;
  userId: number;
  auditableType: string;
  /** The audit row's values, the same for every unit. */
  oldValues: string;
  newValues: string;
  ip: string;
}

/** How many ids were found and refused, how many units changed, and one changed unit a project. */
export async function updateGroupedFlag(db: DbOrTx, update: GroupedFlagUpdate) {
  const { table, column, ids, value, scope, oldValues, newValues } = update;
  // One text parameter, whatever the number of ids, joined as a set: compared with a bound array
  // of ids, the planner would estimate its constants one by one.
  const wanted = sql`unnest(string_to_array(${ids.join(',')}, ',')::int[]) as wanted(id)`;
  const allowed = scope ? sql`coalesce(${scope}, false)` : sql`true`;
  const name = column.name;
  // found: the live units asked for, with whether the viewer may work on each; the update runs
  // only when every id was found and allowed (all or nothing), and the audit rows are inserted
  // from what it returns. A single statement is atomic: no transaction around it is needed.
  const result = await db.execute(sql`
    with found as (
      select ${table.id} as id, ${column} as current, projects.real_state_agency_id as agency_id,
        ${allowed} as allowed
      from ${wanted} join ${table} on ${table.id} = wanted.id
        join projects on projects.id = ${table.project_id}
      where ${table.deleted_at} is null and projects.deleted_at is null
    ),
    verdict as (
      select count(*) as found, count(*) filter (where not allowed) as refused from found
    ),
    changed as (
      update ${table} set ${sql.identifier(name)} = ${value}::boolean, updated_at = now()
      from found
      where ${table.id} = found.id and found.current is distinct from ${value}::boolean
        and ${table.deleted_at} is null
        and (select found = ${ids.length} and refused = 0 from verdict)
      returning ${table.id} as id, ${table.project_id} as project_id, found.agency_id
    ),
    logged as (
      insert into audits (user_id, event, auditable_type, auditable_id, old_values, new_values,
        ip_address)
      select ${update.userId}::int, 'updated', ${update.auditableType}::text, changed.id::text,
        ${oldValues}::jsonb, ${newValues}::jsonb, ${update.ip}::text
      from changed
    )
    select v.found, v.refused, (select count(*) from changed) as updated,
      (select coalesce(json_agg(p), '[]'::json) from (
        select distinct on (c.project_id) c.project_id, c.id, c.agency_id
        from changed c order by c.project_id, c.id) p) as projects
    from verdict v`);
  const parsed = outcome.parse(result);
  const [row] = Array.isArray(parsed) ? parsed : parsed.rows;
  return row;
}
