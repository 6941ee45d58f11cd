import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  additionalPlanTypes,
  communes,
  projectStageTypes,
  projectStatuses,
  provinces,
  regions,
  subsidyTypes,
} from '../../db/schema';

// Chile's places and the small id + name lists of the project editor. Ids of the lookups follow
// the seeded order, which is the order the editor shows them in.

export type RegionRow = typeof regions.$inferSelect;
export type ProvinceRow = typeof provinces.$inferSelect;
export type CommuneRow = typeof communes.$inferSelect;
export interface LookupRow {
  id: number;
  name: string;
}

const spanish = new Intl.Collator('es-CL');
/** By name as a Chilean reads it ('Ñuñoa' after 'Nogales'), whatever the database collation. */
export const byName = <R extends { name: string }>(rows: R[]) =>
  rows.sort((a, b) => spanish.compare(a.name, b.name));

/** The 16 regions north to south (the seeded order of their ids). */
export function listRegions(db: DbOrTx) {
  return db.select().from(regions).orderBy(asc(regions.id));
}

export function findProvincesOfRegions(db: DbOrTx, regionIds: readonly number[]) {
  return db
    .select()
    .from(provinces)
    .where(inArray(provinces.region_id, [...regionIds]));
}

export function findProvinces(db: DbOrTx, ids: readonly number[]) {
  return db
    .select()
    .from(provinces)
    .where(inArray(provinces.id, [...ids]));
}

export function findCommunesOfProvinces(db: DbOrTx, provinceIds: readonly number[]) {
  return db
    .select()
    .from(communes)
    .where(inArray(communes.province_id, [...provinceIds]));
}

export function findCommunes(db: DbOrTx, ids: readonly number[]) {
  return db
    .select()
    .from(communes)
    .where(inArray(communes.id, [...ids]));
}

export const lookupTables = {
  projectStatuses,
  subsidyTypes,
  additionalPlanTypes,
  projectStageTypes,
} as const;
export type LookupTable = keyof typeof lookupTables;

/** A whole lookup list in the seeded order. */
export function listLookup(db: DbOrTx, table: LookupTable): Promise<LookupRow[]> {
  const t = lookupTables[table];
  return db.select({ id: t.id, name: t.name }).from(t).orderBy(asc(t.id));
}

/** Some rows of a lookup list, for the per-request loaders. */
export function findLookup(db: DbOrTx, table: LookupTable, ids: readonly number[]) {
  const t = lookupTables[table];
  return db
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(inArray(t.id, [...ids]));
}
