import { and, asc, eq, ilike, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projects, properties } from '../../db/schema';
import { sortTerms, type ListSort, type SortColumns } from '../../kernel';
import { unitTables, type UnitKind, type UnitTable } from './units.kinds.service';

// Reads of units for the /properties tables and the details pages. Every read joins its live
// project and ANDs the caller's project scope, so a unit of another agency is never returned.

export interface UnitFilters {
  projectId?: number;
  identifier?: string;
  model?: string;
  orientation?: string;
  tower?: string;
  visible?: boolean;
}

/** Columns every kind of unit shows (no timestamps but created_at, never deleted_at). */
function commonColumns(t: UnitTable) {
  return {
    id: t.id,
    project_id: t.project_id,
    identifier: t.identifier,
    price: t.price,
    floor: t.floor,
    tower: t.tower,
    lots: t.lots,
    type: t.type,
    total_area: t.total_area,
    municipal_area: t.municipal_area,
    built_area: t.built_area,
    visible: t.visible,
    bookeable: t.bookeable,
    promisable: t.promisable,
    available: t.available,
    created_at: t.created_at,
  };
}

const propertyColumns = {
  ...commonColumns(properties),
  model: properties.model,
  orientation: properties.orientation,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  terrace_area: properties.terrace_area,
  vulnerable: properties.vulnerable,
  sectores_medios: properties.sectores_medios,
  crm_id: properties.crm_id,
  id_crm_movendo: properties.id_crm_movendo,
  savings: properties.savings,
  saving_ds15: properties.saving_ds15,
  base_subsidies: properties.base_subsidies,
  base_subsidie_ds15: properties.base_subsidie_ds15,
  bonus_integration: properties.bonus_integration,
  bonus_recruitment: properties.bonus_recruitment,
  show_price_from: properties.show_price_from,
};

/** A warehouse or parking lot as the lists read it. */
export type UnitRow = Pick<typeof properties.$inferSelect, keyof ReturnType<typeof commonColumns>>;
/** A home as the lists read it. */
export type PropertyRow = Pick<typeof properties.$inferSelect, keyof typeof propertyColumns>;

/** LIKE wildcards typed by a person match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function filterConditions(
  kind: UnitKind,
  t: UnitTable,
  f: UnitFilters,
): (SQL | undefined)[] {
  const isHome = kind === 'property';
  // Warehouses and parking lots have no model or orientation: such a filter matches none.
  const homeOnly = (value: string | undefined, column: Column) =>
    value === undefined ? undefined : isHome ? eq(column, value) : sql`false`;
  return [
    f.projectId === undefined ? undefined : eq(t.project_id, f.projectId),
    f.identifier === undefined ? undefined : ilike(t.identifier, `%${likeEscaped(f.identifier)}%`),
    homeOnly(f.model, properties.model),
    homeOnly(f.orientation, properties.orientation),
    f.tower === undefined ? undefined : eq(t.tower, f.tower),
    f.visible === undefined ? undefined : eq(t.visible, f.visible),
  ];
}

/**
 * Tower, floor, then the identifier in natural order ('A2' before 'A10': the ICU collation
 * unit_natural of migration 0021 compares digit runs as numbers); the id breaks ties so pages never
 * overlap. The properties_unit_order_idx index holds the same keys.
 */
export const unitOrder = (t: UnitTable) => [
  sql`${t.tower} asc nulls last`,
  sql`${t.floor} asc nulls last`,
  sql`${t.identifier} collate "unit_natural" asc`,
  asc(t.id),
];

/** The fields a kind's list sorts by (`sort`, issue 33); the identifier in natural order. */
export function unitSorts(kind: UnitKind): SortColumns {
  const t = unitTables[kind];
  const common = {
    id: t.id,
    identifier: sql`${t.identifier} collate "unit_natural"`,
    tower: t.tower,
    floor: t.floor,
    total_area: t.total_area,
    price: t.price,
    available: t.available,
  };
  if (kind !== 'property') return common;
  const p = properties;
  return {
    ...common,
    model: p.model,
    orientation: p.orientation,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
  };
}

/** The page's order: the asked sort (the id breaking ties), or unitOrder. */
export const listOrder = (t: UnitTable, kind: UnitKind, sort: ListSort | null) =>
  sort ? sortTerms(sort, unitSorts(kind), t.id) : unitOrder(t);

export const liveIn = (t: UnitTable, scope: SQL | undefined) =>
  and(isNull(t.deleted_at), isNull(projects.deleted_at), scope);

type Found<R> = (R & { agency_id: number }) | null;

/** A live unit with its project's agency (null when missing or removed), optionally locked. */
export function findUnit(
  db: DbOrTx,
  kind: 'property',
  id: number,
  lock?: boolean,
): Promise<Found<PropertyRow>>;
export function findUnit(
  db: DbOrTx,
  kind: UnitKind,
  id: number,
  lock?: boolean,
): Promise<Found<UnitRow>>;
export async function findUnit(
  db: DbOrTx,
  kind: UnitKind,
  id: number,
  lock = false,
): Promise<Found<PropertyRow> | Found<UnitRow>> {
  const t = unitTables[kind];
  const columns = kind === 'property' ? propertyColumns : commonColumns(t);
  const query = db
    .select({ ...columns, agency_id: projects.real_state_agency_id })
    .from(t)
    .innerJoin(projects, eq(projects.id, t.project_id))
    .where(and(eq(t.id, id), liveIn(t, undefined)));
  const [row] = lock ? await query.for('update', { of: t }) : await query;
  return row ?? null;
}
