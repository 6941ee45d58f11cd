import type { GraphQLContext } from '../../context';
import type { parkingLots, properties, warehouses } from '../../db/schema';
import { groupedBy, indexedBy, perRequest } from '../../kernel';
import {
  findParkingLots,
  findProperties,
  findPropertyQuotations,
  findQuotations,
  findQuotedHomes,
  findWarehouses,
  type PropertyQuotationRow,
} from './sales-common.quotation-relations.repository';

type PropertyRow = typeof properties.$inferSelect;
type WarehouseRow = typeof warehouses.$inferSelect;
type ParkingLotRow = typeof parkingLots.$inferSelect;

// Per-request loaders of a quotation and what it quoted. Keyed by ids only: a record that links
// a quotation (booking, promise, prospect) loads it here, and a list of quotations may `prime`
// quotationById with its rows so its field resolvers cost nothing more.

export const quotationById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findQuotations(ctx.db, ids), (row) => row.id),
);

export const propertyQuotationById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findPropertyQuotations(ctx.db, ids), (row) => row.id),
);

/**
 * The quoted homes of each quotation in quoting order, read with their homes in the same query:
 * primes propertyQuotationById and propertyById (a list page asks for the homes next).
 */
export const propertyQuotationsOf = perRequest(async (ctx, ids: readonly number[]) => {
  const found = await findQuotedHomes(ctx.db, ids);
  const byId = propertyQuotationById(ctx);
  const homes = propertyById(ctx);
  for (const { quoted, home } of found) {
    byId.prime(quoted.id, quoted);
    if (home) homes.prime(home.id, home);
  }
  const rows = found.map((item) => item.quoted);
  return groupedBy(ids, rows, (row) => row.quotation_id);
});

// Removed units still show on the sales that quoted them (the repository reads them all).

export const propertyById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findProperties(ctx.db, ids), (row) => row.id),
);

export const warehouseById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findWarehouses(ctx.db, ids), (row) => row.id),
);

export const parkingLotById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findParkingLots(ctx.db, ids), (row) => row.id),
);

/** A quoted home as a details statement joins it: the row and its units (null when absent). */
export interface JoinedQuotedHome {
  quoted: PropertyQuotationRow | null;
  home: PropertyRow | null;
  warehouse: WarehouseRow | null;
  parkingLot: ParkingLotRow | null;
}

/**
 * The quoted homes of one quotation, read by a details statement with its units (one result row
 * per quoted home), primed into the loaders above: its field resolvers then read nothing again.
 */
export function primeQuotedHomes(
  ctx: GraphQLContext,
  quotationId: number,
  joined: readonly JoinedQuotedHome[],
): void {
  const quoted = new Map<number, PropertyQuotationRow>();
  for (const { quoted: row, home, warehouse, parkingLot } of joined) {
    if (!row) continue;
    quoted.set(row.id, row);
    propertyQuotationById(ctx).prime(row.id, row);
    if (home) propertyById(ctx).prime(home.id, home);
    if (warehouse) warehouseById(ctx).prime(warehouse.id, warehouse);
    if (parkingLot) parkingLotById(ctx).prime(parkingLot.id, parkingLot);
  }
  const rows = [...quoted.values()].sort((a, b) => a.id - b.id);
  propertyQuotationsOf(ctx).prime(quotationId, rows);
}
