import { and, asc, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** One batch of Usuarios.xlsx: the users under `scope` after `afterId`, by id. */
export function readUsers(db: DbOrTx, scope: SQL | undefined, afterId: number, limit: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      last_name: users.last_name,
      email: users.email,
      status: users.status,
      created_at: users.created_at,
      role: sql<string | null>`(select r.name from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = "users"."id" order by ur.position, ur.role_id limit 1)`,
      agencies: sql<string | null>`(select string_agg(a.name, ', ' order by a.name)
        from real_state_agency_users l join real_state_agencies a on a.id = l.real_state_agency_id
        where l.user_id = "users"."id")`,
    })
    .from(users)
    .where(and(scope, gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);
}

export type UserExportRow = Awaited<ReturnType<typeof readUsers>>[number];
