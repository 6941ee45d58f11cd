import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EXPIRING_WINDOW_MS, expiryCutoff } from '../../../shared/sales-status';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import { expiresAtText, projectValidities } from './sales-expiry.repository';

// The lists' «Por vencer» filter (issue 31): open records whose expires_at falls in
// (now, now + 48 h]. By the shared rule that is, per project, a range of creation times
// [cutoff(now), cutoff(now + 48 h)), so the condition reads the (project_id, created_at) indexes.

export interface ExpiringColumns {
  projectId: AnyColumn;
  createdAt: AnyColumn;
  status: AnyColumn;
}

/** The condition of the filter over the projects `ids`, for a list of quotations or requests. */
export async function expiringCondition(
  db: DbOrTx,
  kind: 'quotation' | 'booking_request',
  ids: readonly number[],
  columns: ExpiringColumns,
  now = new Date(),
): Promise<SQL> {
  if (ids.length === 0) return sql`false`;
  const later = new Date(now.getTime() + EXPIRING_WINDOW_MS);
  const open = kind === 'quotation' ? 'active' : 'pending';
  const ranges = (await projectValidities(db, ids)).flatMap((project) => {
    const days = kind === 'quotation' ? project.quotation_validity : project.reserve_validity;
    const from = expiryCutoff(now, days);
    const until = expiryCutoff(later, days);
    if (!from || !until || from >= until) return [];
    return [
      sql`(${columns.projectId} = ${project.id} and ${columns.createdAt} >= ${from.toISOString()}::timestamptz and ${columns.createdAt} < ${until.toISOString()}::timestamptz)`,
    ];
  });
  if (ranges.length === 0) return sql`false`;
  return sql`(${columns.status} = ${open} and (${sql.join(ranges, sql` or `)}))`;
}

/**
 * `expires_at` as the database renders it on a list page (ISO text, null when none): the shared
 * rule in SQL, for a record created at `createdAt` of the project `projectId` while `open` holds.
 * Local midnight of day D+N+1 in Chile; on the day the clock jumps forward, a midnight that does
 * not exist reads as the instant of the jump, as expiresAt gives it (sales-expiry.test.ts compares).
 */
export function expiresAtSql(
  kind: 'quotation' | 'booking_request',
  columns: { projectId: AnyColumn; createdAt: AnyColumn; status: AnyColumn },
): SQL {
  const open = kind === 'quotation' ? 'active' : 'pending';
  const days = kind === 'quotation' ? projects.quotation_validity : projects.reserve_validity;
  return sql`case when ${columns.status} = ${open} then (select ${expiresAtText(columns.createdAt, days)}
    from ${projects} where ${projects.id} = ${columns.projectId} and ${days} > 0) end`;
}
