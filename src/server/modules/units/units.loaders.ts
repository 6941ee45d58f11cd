import DataLoader from 'dataloader';
import type { UnitComplement } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { perRequestValue } from '../../kernel';
import type { MediaRow } from '../../kernel';
import type { ProjectRow } from '../projects';
import {
  findFloorPlans,
  findHomeComplements,
  findHomesOf,
  findProjectsById,
} from './units.relations.repository';

export { FLOOR_PLAN_COLLECTION, PROJECT_MEDIA_MODEL } from './units.relations.repository';

// Per-request loaders behind the unit field resolvers, made once per request on its context: a
// page of units costs one query per relation asked for, whatever its size.

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
  const homesOf = (unit: 'w' | 'p') =>
    new DataLoader<number, UnitComplement[]>(async (ids) => {
      const rows = await findHomesOf(db, unit, ids);
      return group(ids, rows, (row) => row.owner).map((list) => list.map(complement));
    });
  return {
    project: new DataLoader(async (ids) => {
      const rows = await findProjectsById(db, ids);
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    floorPlans: new DataLoader(async (keys) => {
      const pairs = keys.map(splitKey);
      const rows = await findFloorPlans(
        db,
        [...new Set(pairs.map(([project]) => project))],
        [...new Set(pairs.map(([, model]) => model))],
      );
      return group(keys, rows, (row) => floorPlanKey(row.model_id, row.unit_model ?? ''));
    }),
    homeComplements: new DataLoader(async (ids) => {
      const list = [...ids];
      const rows = await findHomeComplements(db, list);
      rows.sort(
        (a, b) =>
          (KIND_ORDER[a.type] ?? 2) - (KIND_ORDER[b.type] ?? 2) ||
          a.identifier.localeCompare(b.identifier, 'es', { numeric: true }),
      );
      return group(ids, rows, (row) => row.owner).map((found) => found.map(complement));
    }),
    warehouseHomes: homesOf('w'),
    parkingLotHomes: homesOf('p'),
  };
}

export const unitLoaders: (ctx: GraphQLContext) => Loaders = perRequestValue(build);
