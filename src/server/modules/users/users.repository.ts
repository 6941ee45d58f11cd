import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { sortTerms, type ListSort, type SortColumns } from '../../kernel';

// Reads of users with everything a list row or the edit form shows, in one query per page: the
// links come as json_agg subqueries, so a page costs the same number of queries at any size.

export interface NamedJson {
  id: number;
  name: string;
  /** As PostgreSQL writes timestamps in JSON. */
  created_at: string | null;
}

export interface UserRecord {
  id: number;
  name: string;
  last_name: string;
  email: string;
  status: boolean;
  created_at: Date;
  updated_at: Date;
  /** Ordered by position: the first is the effective role. With each role's permissions. */
  roles: (NamedJson & { permissions: NamedJson[] })[];
  /** Direct grants only (user_permissions), by name. */
  permissions: NamedJson[];
  realstateagencyuser: { id: number; real_state_agency_id: number; name: string }[];
  projectuser: { id: number; project_id: number }[];
}

// Correlated subqueries name the outer row explicitly (a bare "id" would bind to the inner table).
const outerUserId = sql.raw('"users"."id"');

const namedJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'name', ${alias}.name,
    'created_at', ${alias}.created_at)`);

const rolesJson = sql<UserRecord['roles']>`coalesce((
  select json_agg(json_build_object('id', r.id, 'name', r.name, 'created_at', r.created_at,
    'permissions', coalesce((
      select json_agg(${namedJson('p')} order by p.name)
      from role_has_permissions rhp join permissions p on p.id = rhp.permission_id
      where rhp.role_id = r.id), '[]'::json))
    order by ur.position, ur.role_id)
  from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = ${outerUserId}), '[]'::json)`;

const directPermissionsJson = sql<UserRecord['permissions']>`coalesce((
  select json_agg(${namedJson('p')} order by p.name)
  from user_permissions up join permissions p on p.id = up.permission_id
  where up.user_id = ${outerUserId}), '[]'::json)`;

const agencyLinksJson = sql<UserRecord['realstateagencyuser']>`coalesce((
  select json_agg(json_build_object('id', l.id, 'real_state_agency_id', l.real_state_agency_id,
    'name', a.name) order by l.id)
  from real_state_agency_users l join real_state_agencies a on a.id = l.real_state_agency_id
  where l.user_id = ${outerUserId}), '[]'::json)`;

const projectLinksJson = sql<UserRecord['projectuser']>`coalesce((
  select json_agg(json_build_object('id', pu.id, 'project_id', pu.project_id) order by pu.id)
  from project_users pu where pu.user_id = ${outerUserId}), '[]'::json)`;

const userRecordColumns = {
  id: users.id,
  name: users.name,
  last_name: users.last_name,
  email: users.email,
  status: users.status,
  created_at: users.created_at,
  updated_at: users.updated_at,
  roles: rolesJson,
  permissions: directPermissionsJson,
  realstateagencyuser: agencyLinksJson,
  projectuser: projectLinksJson,
};

// Accents and case do not matter to the search. PGlite has no unaccent extension, and folding
// every row per query is slow there on large user lists, so the rows
// are folded once at write time into the generated column users.search_text (migration 0004) and
// the term is folded the same way here: the search is one LIKE over that column.
export const SEARCH_MAX = 100;

/** The search term as users.search_text stores text: lower case, accents removed. */
export function foldSearch(search: string): string {
  return search
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .slice(0, SEARCH_MAX);
}

/** Name, last name or email containing `search`, ignoring accents and case. */
export function userSearchCondition(search: string | null | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const escaped = foldSearch(text).replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`${users.search_text} like ${`%${escaped}%`}`;
}

/** The fields the users list sorts by (`sort`, issue 33). */
export const userSorts: SortColumns = {
  id: users.id,
  name: [users.name, users.last_name],
  email: users.email,
  status: users.status,
  created_at: users.created_at,
};

/** The list's filter: the viewer's scope and the search, both optional. */
export function userListCondition(
  scope: SQL | undefined,
  search: string | null | undefined,
): SQL | undefined {
  return and(scope, userSearchCondition(search));
}

export async function countUsers(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

/**
 * One page, newest first (ids grow with creation), and the total. Unfiltered, the primary key
 * orders the page and count(*) is cheap. Filtered, the matching ids are found once (a CTE read
 * twice is materialized) for both the total and the page, and the json subqueries run only for
 * the page's rows.
 */
export async function findUserPage(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
  sort: ListSort | null = null,
): Promise<{ total: number; rows: UserRecord[] }> {
  const order = sort ? sortTerms(sort, userSorts, users.id) : [desc(users.id)];
  if (!where) {
    const [total, rows] = await Promise.all([
      countUsers(db, undefined),
      db
        .select(userRecordColumns)
        .from(users)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    ]);
    return { total, rows };
  }
  if (sort) {
    // A sorted filtered page reads its rows in the asked order; the total is counted apart.
    const [total, rows] = await Promise.all([
      countUsers(db, where),
      db
        .select(userRecordColumns)
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    ]);
    return { total, rows };
  }
  const matches = db.$with('matches').as(db.select({ id: users.id }).from(users).where(where));
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(desc(matches.id))
    .limit(limit)
    .offset(offset);
  const found = await db
    .with(matches)
    .select({
      ...userRecordColumns,
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(users)
    .where(inArray(users.id, pageIds))
    .orderBy(desc(users.id));
  const rows = found.map(({ total: _total, ...record }) => record);
  // A page past the end has no row to carry the total.
  const total = found[0]?.total ?? (offset === 0 ? 0 : await countUsers(db, where));
  return { total, rows };
}

export async function findUserRecord(
  db: DbOrTx,
  id: number,
  scope?: SQL,
): Promise<UserRecord | null> {
  const [row] = await db
    .select(userRecordColumns)
    .from(users)
    .where(and(eq(users.id, id), scope));
  return row ?? null;
}

/** Whether user `id` exists and whether `scope` (undefined = everyone) admits it. */
export async function probeUser(
  db: DbOrTx,
  id: number,
  scope: SQL | undefined,
): Promise<{ exists: boolean; inScope: boolean }> {
  const [row] = await db
    .select({ inScope: sql<boolean>`${scope ?? sql`true`}` })
    .from(users)
    .where(eq(users.id, id));
  return { exists: row !== undefined, inScope: row?.inScope === true };
}
