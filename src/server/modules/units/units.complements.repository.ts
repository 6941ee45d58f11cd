import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  parkingLots,
  properties,
  propertyParkingLots,
  propertyWarehouses,
  warehouses,
} from '../../db/schema';
import { appError, fieldError } from '../../kernel';

// Checks and writes shared by createProperty and editProperty: the identifier is unique among the
// project's live homes, and complements are live warehouses and parking lots of the same project.

export const identifierTaken = 'Ya existe una unidad con ese identificador en el proyecto.';
const warehousesInvalid = 'Las bodegas deben existir y ser del mismo proyecto.';
const parkingLotsInvalid = 'Los estacionamientos deben existir y ser del mismo proyecto.';

/** CONFLICT as a field error, so the form shows it next to the identifier. */
export function identifierConflict() {
  return appError('CONFLICT', identifierTaken, {
    field: 'identifier',
    fields: { identifier: identifierTaken },
  });
}

export async function assertIdentifierFree(
  tx: Tx,
  projectId: number,
  identifier: string,
  exceptId?: number,
) {
  const [taken] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.project_id, projectId),
        eq(properties.identifier, identifier),
        isNull(properties.deleted_at),
        exceptId === undefined ? undefined : ne(properties.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw identifierConflict();
}

export interface ComplementIds {
  warehouse_ids?: number[] | null;
  parkinglot_ids?: number[] | null;
}

async function assertOfProject(
  tx: Tx,
  table: typeof warehouses | typeof parkingLots,
  projectId: number,
  ids: number[],
  field: string,
  message: string,
) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.project_id, projectId), isNull(table.deleted_at)));
  if (found.length !== new Set(ids).size) throw fieldError(field, message);
}

/**
 * Replaces the complements named by the sent lists (a list left out keeps its links) and
 * returns the resulting ids for the audit.
 */
export async function setComplements(
  tx: Tx,
  propertyId: number,
  projectId: number,
  lists: ComplementIds,
) {
  const warehouseIds = lists.warehouse_ids ? [...new Set(lists.warehouse_ids)] : null;
  const parkingIds = lists.parkinglot_ids ? [...new Set(lists.parkinglot_ids)] : null;
  if (warehouseIds) {
    await assertOfProject(
      tx,
      warehouses,
      projectId,
      warehouseIds,
      'warehouse_ids',
      warehousesInvalid,
    );
  }
  if (parkingIds) {
    await assertOfProject(
      tx,
      parkingLots,
      projectId,
      parkingIds,
      'parkinglot_ids',
      parkingLotsInvalid,
    );
  }
  if (warehouseIds) {
    await tx.delete(propertyWarehouses).where(eq(propertyWarehouses.property_id, propertyId));
    if (warehouseIds.length) {
      await tx
        .insert(propertyWarehouses)
        .values(warehouseIds.map((id) => ({ property_id: propertyId, warehouse_id: id })));
    }
  }
  if (parkingIds) {
    await tx.delete(propertyParkingLots).where(eq(propertyParkingLots.property_id, propertyId));
    if (parkingIds.length) {
      await tx
        .insert(propertyParkingLots)
        .values(parkingIds.map((id) => ({ property_id: propertyId, parking_lot_id: id })));
    }
  }
}

/** The ids of a home's complements, for audit snapshots. */
export async function complementIdsOf(tx: Tx, propertyId: number) {
  const [w, p] = await Promise.all([
    tx
      .select({ id: propertyWarehouses.warehouse_id })
      .from(propertyWarehouses)
      .where(eq(propertyWarehouses.property_id, propertyId))
      .orderBy(asc(propertyWarehouses.warehouse_id)),
    tx
      .select({ id: propertyParkingLots.parking_lot_id })
      .from(propertyParkingLots)
      .where(eq(propertyParkingLots.property_id, propertyId))
      .orderBy(asc(propertyParkingLots.parking_lot_id)),
  ]);
  return { warehouse_ids: w.map((r) => r.id), parkinglot_ids: p.map((r) => r.id) };
}
