import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  medias,
  parkingLots,
  projects,
  properties,
  propertyParkingLots,
  propertyWarehouses,
  warehouses,
} from '../../db/schema';

// The batch reads behind the unit loaders: one query per relation for a whole page of units.

/** `medias.model_type` of a project's files; floor plans are its 'model_floor' collection. */
export const PROJECT_MEDIA_MODEL = 'project';
export const FLOOR_PLAN_COLLECTION = 'model_floor';

export function findProjectsById(db: DbOrTx, ids: readonly number[]) {
  return db
    .select()
    .from(projects)
    .where(inArray(projects.id, [...ids]));
}

/** The floor plans of every (project, model) pair among `projectIds` × `models`. */
export function findFloorPlans(db: DbOrTx, projectIds: number[], models: string[]) {
  return db
    .select({
      id: medias.id,
      url: medias.url,
      file_name: medias.file_name,
      mime: medias.mime,
      extension: medias.extension,
      collection: medias.collection,
      order: medias.order,
      unit_model: medias.unit_model,
      model_id: medias.model_id,
    })
    .from(medias)
    .where(
      and(
        eq(medias.model_type, PROJECT_MEDIA_MODEL),
        eq(medias.collection, FLOOR_PLAN_COLLECTION),
        inArray(medias.model_id, projectIds),
        inArray(medias.unit_model, models),
      ),
    )
    .orderBy(asc(medias.order), asc(medias.id));
}

/** The live homes linked to each warehouse ('w') or parking lot ('p') of `ids`, by identifier. */
export function findHomesOf(db: DbOrTx, unit: 'w' | 'p', ids: readonly number[]) {
  const link = unit === 'w' ? propertyWarehouses : propertyParkingLots;
  const unitId =
    unit === 'w' ? propertyWarehouses.warehouse_id : propertyParkingLots.parking_lot_id;
  return db
    .select({
      owner: unitId,
      id: properties.id,
      identifier: properties.identifier,
      price: properties.price,
      type: sql<string>`'property'`,
    })
    .from(link)
    .innerJoin(properties, eq(properties.id, link.property_id))
    .where(and(inArray(unitId, [...ids]), isNull(properties.deleted_at)))
    .orderBy(asc(properties.identifier), asc(properties.id));
}

/** The live warehouses and parking lots linked to each home of `list`, unordered. */
export function findHomeComplements(db: DbOrTx, list: number[]) {
  return unionAll(
    db
      .select({
        owner: propertyWarehouses.property_id,
        id: warehouses.id,
        identifier: warehouses.identifier,
        price: warehouses.price,
        type: sql<string>`'warehouse'`.as('type'),
      })
      .from(propertyWarehouses)
      .innerJoin(warehouses, eq(warehouses.id, propertyWarehouses.warehouse_id))
      .where(and(inArray(propertyWarehouses.property_id, list), isNull(warehouses.deleted_at))),
    db
      .select({
        owner: propertyParkingLots.property_id,
        id: parkingLots.id,
        identifier: parkingLots.identifier,
        price: parkingLots.price,
        type: sql<string>`'parkinglot'`.as('type'),
      })
      .from(propertyParkingLots)
      .innerJoin(parkingLots, eq(parkingLots.id, propertyParkingLots.parking_lot_id))
      .where(and(inArray(propertyParkingLots.property_id, list), isNull(parkingLots.deleted_at))),
  );
}
