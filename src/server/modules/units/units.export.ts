import { and, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  parkingLots,
  projects,
  properties,
  propertyParkingLots as pp,
  propertyWarehouses as pw,
  warehouses,
} from '../../db/schema';
import { rowsInIdOrder } from '../../spreadsheets/sheet-writer.batches';
import { unitTables, type UnitKind, type UnitTable } from './units.kinds';
import { filterConditions, liveIn, unitOrder, type UnitFilters } from './units.repository';

// The rows of the units downloads (GET /api/excelProperties, /api/excelWarehousesOrParkingLots):
// the units of the /properties tables under the same filters, scope and order, read in batches.
// Columns are in units.export.columns.ts.

/** Ids of the live units under the list's filters and the viewer's scope, in the list's order. */
export async function unitExportIds(
  db: DbOrTx,
  kind: UnitKind,
  filters: UnitFilters,
  scope: SQL | undefined,
): Promise<number[]> {
  const t: UnitTable = unitTables[kind];
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .innerJoin(projects, eq(projects.id, t.project_id))
    .where(and(liveIn(t, scope), ...filterConditions(kind, t, filters)))
    .orderBy(...unitOrder(t));
  return rows.map((row) => row.id);
}

/** Identifiers of the live units linked to each row, 'E-01, E-02' (null when none). */
const linked = (
  link: typeof pw | typeof pp,
  linkOwn: Column,
  linkOther: Column,
  other: UnitTable,
  ownId: Column,
) =>
  sql<string | null>`(select string_agg(${other.identifier}, ', ' order by ${other.identifier})
    from ${link} join ${other} on ${other.id} = ${linkOther}
    where ${linkOwn} = ${ownId} and ${other.deleted_at} is null)`;

function commonColumns(t: UnitTable) {
  return {
    id: t.id,
    type: t.type,
    identifier: t.identifier,
    floor: t.floor,
    tower: t.tower,
    lots: t.lots,
    price: t.price,
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

const homeColumns = {
  ...commonColumns(properties),
  model: properties.model,
  orientation: properties.orientation,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  terrace_area: properties.terrace_area,
  vulnerable: properties.vulnerable,
  sectores_medios: properties.sectores_medios,
  show_price_from: properties.show_price_from,
  savings: properties.savings,
  saving_ds15: properties.saving_ds15,
  base_subsidies: properties.base_subsidies,
  base_subsidie_ds15: properties.base_subsidie_ds15,
  bonus_integration: properties.bonus_integration,
  bonus_recruitment: properties.bonus_recruitment,
  crm_id: properties.crm_id,
  id_crm_movendo: properties.id_crm_movendo,
  warehouses: linked(pw, pw.property_id, pw.warehouse_id, warehouses, properties.id),
  parking_lots: linked(pp, pp.property_id, pp.parking_lot_id, parkingLots, properties.id),
};

const readHomes = (db: DbOrTx, ids: number[]) =>
  db.select(homeColumns).from(properties).where(inArray(properties.id, ids));

const readWarehouses = (db: DbOrTx, ids: number[]) =>
  db
    .select({
      ...commonColumns(warehouses),
      homes: linked(pw, pw.warehouse_id, pw.property_id, properties, warehouses.id),
    })
    .from(warehouses)
    .where(inArray(warehouses.id, ids));

const readParkingLots = (db: DbOrTx, ids: number[]) =>
  db
    .select({
      ...commonColumns(parkingLots),
      homes: linked(pp, pp.parking_lot_id, pp.property_id, properties, parkingLots.id),
    })
    .from(parkingLots)
    .where(inArray(parkingLots.id, ids));

export type HomeExportRow = Awaited<ReturnType<typeof readHomes>>[number];
/** A warehouse or a parking lot, with the kind it is (one sheet may hold both). */
export type ComplementExportRow = Awaited<ReturnType<typeof readWarehouses>>[number] & {
  kind: 'warehouse' | 'parkinglot';
};

export const homeExportRows = (db: DbOrTx, ids: readonly number[]) =>
  rowsInIdOrder(ids, (batch) => readHomes(db, batch));

/** Warehouses, then parking lots: the kinds asked for, one after the other. */
export async function* complementExportRows(
  db: DbOrTx,
  parts: readonly { kind: 'warehouse' | 'parkinglot'; ids: readonly number[] }[],
): AsyncGenerator<ComplementExportRow[]> {
  for (const { kind, ids } of parts) {
    const read = kind === 'warehouse' ? readWarehouses : readParkingLots;
    for await (const batch of rowsInIdOrder(ids, (slice) => read(db, slice))) {
      yield batch.map((row) => Object.assign(row, { kind }));
    }
  }
}
