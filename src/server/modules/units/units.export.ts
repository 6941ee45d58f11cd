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
import { rowsInIdOrder } from '../../spreadsheets/sheet-writer.batches';
import {
  commonTuple,
  homeExtraTuple,
  toCommon,
  toHome,
  type ComplementExportRow,
  type ComplementTuple,
  type HomeExportRow,
  type HomeTuple,
} from './units.export-rows.repository';
import { unitTables, type UnitKind, type UnitTable } from './units.kinds.service';
import { filterConditions, liveIn, unitOrder, type UnitFilters } from './units.repository';

// The rows of the units downloads (GET /api/excelProperties, /api/excelWarehousesOrParkingLots):
// the units of the /properties tables under the same filters, scope and order. The ordered ids
// come first (one json text), then the rows 2,000 at a time, each batch ONE json text built by
// the database: decoding 30 fields a row through the driver cost four times as much (PGlite).
// Rows and their json shape are in units.export.rows.ts, columns in units.export.columns.ts.

export type { ComplementExportRow, HomeExportRow };

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

async function readHomes(db: DbOrTx, batch: number[]): Promise<HomeExportRow[]> {
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

async function readComplements(
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

/** Batches of homes in the order of `ids` (see rowsInIdOrder). */
export const homeExportRows = (db: DbOrTx, ids: readonly number[]) =>
  rowsInIdOrder(ids, (batch) => readHomes(db, batch));

/** Warehouses, then parking lots: the kinds asked for, one after the other. */
export async function* complementExportRows(
  db: DbOrTx,
  parts: readonly { kind: 'warehouse' | 'parkinglot'; ids: readonly number[] }[],
): AsyncGenerator<ComplementExportRow[]> {
  for (const { kind, ids } of parts) {
    yield* rowsInIdOrder(ids, (batch) => readComplements(db, kind, batch));
  }
}
