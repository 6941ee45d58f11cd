import DataLoader from 'dataloader';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { UnitComplement } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { perRequestValue } from '../../kernel';
import {
  medias,
  parkingLots,
  projects,
  properties,
  propertyParkingLots,
  propertyWarehouses,
  warehouses,
} from '../../db/schema';
import type { MediaRow } from '../../kernel';
import type { ProjectRow } from '../projects';

// Per-request loaders behind the unit field resolvers, made once per request on its context: a
// page of units costs one query per relation asked for, whatever its size.

/** `medias.model_type` of a project's files; floor plans are its 'model_floor' collection. */
export const PROJECT_MEDIA_MODEL = 'project';
export const FLOOR_PLAN_COLLECTION = 'model_floor';

type Loaders = {
  project: DataLoader<number, ProjectRow | null>;
  floorPlans: DataLoader<string, MediaRow[]>;
  homeComplements: DataLoader<number, UnitComplement[]>;
  warehouseHomes: DataLoader<number, UnitComplement[]>;
  parkingLotHomes: DataLoader<number, UnitComplement[]>;
};

/** The key of a project's unit model, for the floor-plan loader ('12:Modelo A 2D1B'). */
export const floorPlanKey = (projectId: string | number, model: string) =>
  `${Number(projectId)}:${model}`;

/** A floor-plan key back to its project id and model (ids hold no colon; models may). */
function splitKey(key: string): [number, string] {
  const at = key.indexOf(':');
  return [Number(key.slice(0, at)), key.slice(at + 1)];
}

/** Warehouses before parking lots, each by identifier. */
const KIND_ORDER: Record<string, number> = { warehouse: 0, parkinglot: 1 };

function complement(row: { id: number; identifier: string; price: string; type: string }) {
  return {
    id: String(row.id),
    identifier: row.identifier,
    price: Number(row.price),
    type: row.type,
  };
}

function group<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): R[][] {
  const byKey = new Map<K, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) byKey.get(keyOf(row))?.push(row);
  return keys.map((key) => byKey.get(key) ?? []);
}

function build(ctx: GraphQLContext): Loaders {
  const db = ctx.db;
  const homesOf = (link: typeof propertyWarehouses | typeof propertyParkingLots, unit: 'w' | 'p') =>
    new DataLoader<number, UnitComplement[]>(async (ids) => {
      const unitId =
        unit === 'w' ? propertyWarehouses.warehouse_id : propertyParkingLots.parking_lot_id;
      const rows = await db
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
      return group(ids, rows, (row) => row.owner).map((list) => list.map(complement));
    });
  return {
    project: new DataLoader(async (ids) => {
      const rows = await db
        .select()
        .from(projects)
        .where(inArray(projects.id, [...ids]));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    floorPlans: new DataLoader(async (keys) => {
      const pairs = keys.map(splitKey);
      const rows = await db
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
            inArray(medias.model_id, [...new Set(pairs.map(([project]) => project))]),
            inArray(medias.unit_model, [...new Set(pairs.map(([, model]) => model))]),
          ),
        )
        .orderBy(asc(medias.order), asc(medias.id));
      return group(keys, rows, (row) => floorPlanKey(row.model_id, row.unit_model ?? ''));
    }),
    homeComplements: new DataLoader(async (ids) => {
      const list = [...ids];
      const rows = await unionAll(
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
          .where(
            and(inArray(propertyParkingLots.property_id, list), isNull(parkingLots.deleted_at)),
          ),
      );
      rows.sort(
        (a, b) =>
          (KIND_ORDER[a.type] ?? 2) - (KIND_ORDER[b.type] ?? 2) ||
          a.identifier.localeCompare(b.identifier, 'es', { numeric: true }),
      );
      return group(ids, rows, (row) => row.owner).map((found) => found.map(complement));
    }),
    warehouseHomes: homesOf(propertyWarehouses, 'w'),
    parkingLotHomes: homesOf(propertyParkingLots, 'p'),
  };
}

export const unitLoaders: (ctx: GraphQLContext) => Loaders = perRequestValue(build);
