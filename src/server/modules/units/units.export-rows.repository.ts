import { and, sql, type Column, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  parkingLots,
  projects,
  properties,
  propertyParkingLots as pp,
  propertyWarehouses as pw,
  warehouses,
} from '../../db/schema';
import { unitTables, type UnitKind, type UnitTable } from './units.kinds.service';
import { filterConditions, liveIn, unitOrder, type UnitFilters } from './units.repository';

// The rows of the units downloads as the writer reads them, and how the database hands them over.

export interface UnitExportFields {
  id: number;
  type: string | null;
  identifier: string;
  floor: number | null;
  tower: string | null;
  lots: string | null;
  price: number;
  total_area: number | null;
  municipal_area: number | null;
  built_area: number | null;
  visible: boolean;
  bookeable: boolean;
  promisable: boolean;
  available: boolean;
  /** ISO 8601 with offset, as Postgres writes a timestamptz in json. */
  created_at: string;
}

export interface HomeExportRow extends UnitExportFields {
  model: string | null;
  orientation: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  terrace_area: number | null;
  vulnerable: boolean;
  sectores_medios: boolean;
  show_price_from: boolean;
  savings: number | null;
  saving_ds15: number | null;
  base_subsidies: number | null;
  base_subsidie_ds15: number | null;
  bonus_integration: number | null;
  bonus_recruitment: number | null;
  crm_id: string | null;
  id_crm_movendo: string | null;
  /** Identifiers of the live warehouses and parking lots sold with it ('B-01, B-02'). */
  warehouses: string | null;
  parking_lots: string | null;
}

/** A warehouse or a parking lot, with the kind it is (one sheet may hold both). */
export interface ComplementExportRow extends UnitExportFields {
  kind: 'warehouse' | 'parkinglot';
  /** Identifiers of the live homes it is sold with. */
  homes: string | null;
}

// A batch is one json text of arrays (json_build_array costs half of json_build_object here),
// read back by destructuring in the order the SQL lists the fields. Linked units come from one
// grouped join per batch instead of a subquery per row.

export type CommonTuple = [
  id: number, type: string | null, identifier: string, floor: number | null,
  tower: string | null, lots: string | null, price: number, total_area: number | null,
  municipal_area: number | null, built_area: number | null, visible: boolean, bookeable: boolean,
  promisable: boolean, available: boolean, created_at: string,
]; // prettier-ignore

export const commonTuple = (
  t: UnitTable,
) => sql`json_build_array(${t.id}, ${t.type}, ${t.identifier},
  ${t.floor}, ${t.tower}, ${t.lots}, ${t.price}, ${t.total_area}, ${t.municipal_area},
  ${t.built_area}, ${t.visible}, ${t.bookeable}, ${t.promisable}, ${t.available},
  ${t.created_at})`;

export const toCommon = ([id, type, identifier, floor, tower, lots, price, total_area, municipal_area,
  built_area, visible, bookeable, promisable, available, created_at]: CommonTuple,
): UnitExportFields => ({ id, type, identifier, floor, tower, lots, price, total_area,
  municipal_area, built_area, visible, bookeable, promisable, available, created_at }); // prettier-ignore

type HomeExtraTuple = [
  model: string | null, orientation: string | null, bedrooms: number | null,
  bathrooms: number | null, terrace_area: number | null, vulnerable: boolean,
  sectores_medios: boolean, show_price_from: boolean, savings: number | null,
  saving_ds15: number | null, base_subsidies: number | null, base_subsidie_ds15: number | null,
  bonus_integration: number | null, bonus_recruitment: number | null, crm_id: string | null,
  id_crm_movendo: string | null,
]; // prettier-ignore

const p = properties;
export const homeExtraTuple = sql`json_build_array(${p.model}, ${p.orientation}, ${p.bedrooms},
  ${p.bathrooms}, ${p.terrace_area}, ${p.vulnerable}, ${p.sectores_medios}, ${p.show_price_from},
  ${p.savings}, ${p.saving_ds15}, ${p.base_subsidies}, ${p.base_subsidie_ds15},
  ${p.bonus_integration}, ${p.bonus_recruitment}, ${p.crm_id}, ${p.id_crm_movendo})`;

export type HomeTuple = [CommonTuple, HomeExtraTuple, warehouses: string | null, parking_lots: string | null]; // prettier-ignore
export type ComplementTuple = [CommonTuple, homes: string | null];

export function toHome([common, extra, warehouses, parking_lots]: HomeTuple): HomeExportRow {
  const [model, orientation, bedrooms, bathrooms, terrace_area, vulnerable, sectores_medios,
    show_price_from, savings, saving_ds15, base_subsidies, base_subsidie_ds15, bonus_integration,
    bonus_recruitment, crm_id, id_crm_movendo] = extra; // prettier-ignore
  return Object.assign(toCommon(common), { model, orientation, bedrooms, bathrooms,
    terrace_area, vulnerable, sectores_medios, show_price_from, savings, saving_ds15,
    base_subsidies, base_subsidie_ds15, bonus_integration, bonus_recruitment, crm_id,
    id_crm_movendo, warehouses, parking_lots }); // prettier-ignore
}

// The reads of the units downloads: the ordered ids come first (one json text), then the rows a
// batch at a time, each batch ONE json text built by the database, which PGlite decodes far
// faster than the same fields a column at a time.

const jsonRow = z.object({ json: z.string().nullable() });
/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const jsonResult = z.union([z.array(jsonRow), z.object({ rows: z.array(jsonRow) })]);

/** The one json text a query answers (its column named `json`). */
async function jsonText(db: DbOrTx, query: SQL): Promise<string> {
  const parsed = jsonResult.parse(await db.execute(query));
  const [row] = Array.isArray(parsed) ? parsed : parsed.rows;
  return row?.json ?? '[]';
}

/** Ids of the live units under the list's filters and the viewer's scope, in the list's order. */
export async function unitExportIds(
  db: DbOrTx,
  kind: UnitKind,
  filters: UnitFilters,
  scope: SQL | undefined,
): Promise<number[]> {
  const t: UnitTable = unitTables[kind];
  const where = and(liveIn(t, scope), ...filterConditions(kind, t, filters));
  const order = sql.join(unitOrder(t), sql`, `);
  const ids: number[] = JSON.parse(
    await jsonText(
      db,
      sql`select json_agg(${t.id} order by ${order})::text as json
        from ${t} join ${projects} on ${projects.id} = ${t.project_id} where ${where}`,
    ),
  );
  return ids;
}

/** (id, names): the identifiers of the live units linked to each unit of the batch. */
const linked = (link: typeof pw | typeof pp, own: Column, other: Column, to: UnitTable, ids: SQL) =>
  sql`(select ${own} as id, string_agg(${to.identifier}, ', ' order by ${to.identifier}) as names
    from ${link} join ${to} on ${to.id} = ${other}
    where ${own} = any(${ids}) and ${to.deleted_at} is null group by 1)`;

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** One batch of homes, in no particular order. */
export async function readHomes(db: DbOrTx, batch: number[]): Promise<HomeExportRow[]> {
  const ids = idArray(batch);
  const tuples: HomeTuple[] = JSON.parse(
    await jsonText(
      db,
      sql`select json_agg(json_build_array(${commonTuple(properties)}, ${homeExtraTuple},
          w.names, l.names))::text as json
        from ${properties}
        left join ${linked(pw, pw.property_id, pw.warehouse_id, warehouses, ids)} w on w.id = ${properties.id}
        left join ${linked(pp, pp.property_id, pp.parking_lot_id, parkingLots, ids)} l on l.id = ${properties.id}
        where ${properties.id} = any(${ids})`,
    ),
  );
  return tuples.map(toHome);
}

/** One batch of warehouses or parking lots, in no particular order. */
export async function readComplements(
  db: DbOrTx,
  kind: 'warehouse' | 'parkinglot',
  batch: number[],
): Promise<ComplementExportRow[]> {
  const ids = idArray(batch);
  const t = unitTables[kind];
  const homes =
    kind === 'warehouse'
      ? linked(pw, pw.warehouse_id, pw.property_id, properties, ids)
      : linked(pp, pp.parking_lot_id, pp.property_id, properties, ids);
  const tuples: ComplementTuple[] = JSON.parse(
    await jsonText(
      db,
      sql`select json_agg(json_build_array(${commonTuple(t)}, h.names))::text as json
        from ${t} left join ${homes} h on h.id = ${t.id} where ${t.id} = any(${ids})`,
    ),
  );
  return tuples.map(([common, names]) => Object.assign(toCommon(common), { kind, homes: names }));
}
