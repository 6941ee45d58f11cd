import { and, asc, count, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { medias, plansRestrictions, projects, realStateAgencies } from '../../db/schema';
import { orderOr, type ListSort, type SortColumns } from '../../kernel';

/** `medias.model_type` of an agency's logo and cover page. */
export const AGENCY_MEDIA_MODEL = 'real_state_agency';
export const AGENCY_MEDIA_SLOTS = ['logo', 'cover_page'] as const;
export type AgencyMediaSlot = (typeof AGENCY_MEDIA_SLOTS)[number];

export interface AgencyMediaRow {
  id: number;
  url: string;
  path: string | null;
  file_name: string | null;
  mime: string | null;
  extension: string | null;
  collection: string;
  order: number;
}

export type AgencyRow = typeof realStateAgencies.$inferSelect;

/** An agency with its media and plan restriction, as one row of one query. */
export interface AgencyRecord extends AgencyRow {
  medias: AgencyMediaRow[];
  restriction: { id: number; quantity: number } | null;
}

// Drizzle leaves columns unqualified in a single-table select; inside a subquery a bare "id"
// would bind to the inner table, so the correlated subqueries name the outer row explicitly.
const outerId = sql.raw('"real_state_agencies"."id"');

const mediaList = sql<AgencyMediaRow[]>`coalesce((
  select json_agg(json_build_object('id', m.id, 'url', m.url, 'path', m.path,
    'file_name', m.file_name, 'mime', m.mime, 'extension', m.extension,
    'collection', m.collection, 'order', m."order") order by m.collection, m."order", m.id)
  from medias m where m.model_type = ${AGENCY_MEDIA_MODEL} and m.model_id = ${outerId}), '[]'::json)`;

const restriction = sql<AgencyRecord['restriction']>`(
  select json_build_object('id', pr.id, 'quantity', pr.quantity)
  from plans_restrictions pr where pr.real_state_agency_id = ${outerId})`;

const recordColumns = {
  ...getTableColumns(realStateAgencies),
  medias: mediaList,
  restriction,
};

function selectRecords(db: DbOrTx, where?: SQL) {
  return db.select(recordColumns).from(realStateAgencies).where(where);
}

export async function findAgency(db: DbOrTx, id: number): Promise<AgencyRecord | null> {
  const [row] = await selectRecords(db, eq(realStateAgencies.id, id));
  return row ?? null;
}

/** Many agencies by id (any order), for per-request loaders such as Project.realstateagency. */
export function findAgencies(db: DbOrTx, ids: readonly number[]): Promise<AgencyRecord[]> {
  return selectRecords(db, inArray(realStateAgencies.id, [...ids]));
}

/** The fields the agencies list sorts by (`sort`, issue 33). */
export const agencySorts: SortColumns = {
  id: realStateAgencies.id,
  name: realStateAgencies.name,
  official_name: realStateAgencies.official_name,
  orden: realStateAgencies.orden,
  visible: realStateAgencies.visible,
  important: realStateAgencies.important,
};

/**
 * One page by orden then name (or the asked sort; hidden agencies included), and the total: two
 * queries.
 */
export async function listAgencies(
  db: DbOrTx,
  offset: number,
  limit: number,
  sort: ListSort | null = null,
) {
  const a = realStateAgencies;
  const order = orderOr(sort, agencySorts, a.id, [asc(a.orden), asc(a.name), asc(a.id)]);
  const [rows, totals] = await Promise.all([
    selectRecords(db)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(realStateAgencies),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Visible agencies by name; `onlyIds` limits them (agency-scoped viewers). */
export function listVisibleAgencies(db: DbOrTx, onlyIds?: readonly number[]) {
  return selectRecords(
    db,
    and(
      eq(realStateAgencies.visible, true),
      onlyIds ? inArray(realStateAgencies.id, [...onlyIds]) : undefined,
    ),
  ).orderBy(asc(realStateAgencies.name), asc(realStateAgencies.id));
}

/** The live (not removed) projects of many agencies, for the per-request loader. */
export function findProjectsOfAgencies(db: DbOrTx, agencyIds: readonly number[]) {
  return db
    .select()
    .from(projects)
    .where(and(inArray(projects.real_state_agency_id, [...agencyIds]), isNull(projects.deleted_at)))
    .orderBy(asc(projects.orden), asc(projects.name), asc(projects.id));
}

export async function lockAgency(tx: DbOrTx, id: number): Promise<AgencyRecord | null> {
  const [locked] = await tx
    .select({ id: realStateAgencies.id })
    .from(realStateAgencies)
    .where(eq(realStateAgencies.id, id))
    .for('update');
  return locked ? findAgency(tx, id) : null;
}

export type AgencyColumns = Partial<Omit<AgencyRow, 'id' | 'created_at' | 'updated_at'>>;

export async function insertAgency(tx: DbOrTx, values: AgencyColumns & { name: string }) {
  const [row] = await tx.insert(realStateAgencies).values(values).returning();
  if (!row) throw new Error('insert real_state_agencies returned nothing');
  return row;
}

export async function updateAgency(tx: DbOrTx, id: number, values: AgencyColumns) {
  await tx
    .update(realStateAgencies)
    .set({ ...values, updated_at: new Date() })
    .where(eq(realStateAgencies.id, id));
}

/** Sets (or with null removes) the agency's plan restriction. */
export async function setRestriction(tx: DbOrTx, agencyId: number, quantity: number | null) {
  if (quantity === null) {
    await tx.delete(plansRestrictions).where(eq(plansRestrictions.real_state_agency_id, agencyId));
    return;
  }
  await tx
    .insert(plansRestrictions)
    .values({ real_state_agency_id: agencyId, quantity })
    .onConflictDoUpdate({
      target: plansRestrictions.real_state_agency_id,
      set: { quantity, updated_at: new Date() },
    });
}

export interface NewAgencyMedia {
  collection: AgencyMediaSlot;
  url: string;
  path: string;
  file_name: string;
  extension: string;
  mime: string;
  size: number;
}

/** Puts `media` in its slot, removing the slot's previous rows; returns their storage paths. */
export async function replaceMedia(tx: DbOrTx, agencyId: number, media: NewAgencyMedia) {
  const slot = and(
    eq(medias.model_type, AGENCY_MEDIA_MODEL),
    eq(medias.model_id, agencyId),
    eq(medias.collection, media.collection),
  );
  const removed = await tx.delete(medias).where(slot).returning({ path: medias.path });
  await tx.insert(medias).values({ ...media, model_type: AGENCY_MEDIA_MODEL, model_id: agencyId });
  return removed.flatMap((row) => (row.path ? [row.path] : []));
}
