import {
  byName,
  findCommunes,
  findCommunesOfProvinces,
  findLookup,
  findProvinces,
  findProvincesOfRegions,
  type LookupTable,
} from './lookups.repository';
import { groupedBy, indexedBy, perRequest } from '../../kernel';

// Per-request loaders of places and lookups: regions → provinces → communes is one query per
// level, and a page of projects reads its communes, statuses and stages once each.

export const provincesOfRegion = perRequest(async (ctx, regionIds: readonly number[]) =>
  groupedBy(regionIds, byName(await findProvincesOfRegions(ctx.db, regionIds)), (p) => p.region_id),
);

export const communesOfProvince = perRequest(async (ctx, provinceIds: readonly number[]) =>
  groupedBy(
    provinceIds,
    byName(await findCommunesOfProvinces(ctx.db, provinceIds)),
    (c) => c.province_id,
  ),
);

export const provinceById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findProvinces(ctx.db, ids), (p) => p.id),
);

export const communeById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findCommunes(ctx.db, ids), (c) => c.id),
);

const lookupLoader = (table: LookupTable) =>
  perRequest(async (ctx, ids: readonly number[]) =>
    indexedBy(ids, await findLookup(ctx.db, table, ids), (row) => row.id),
  );

export const projectStatusById = lookupLoader('projectStatuses');
export const projectStageById = lookupLoader('projectStageTypes');
export const additionalPlanTypeById = lookupLoader('additionalPlanTypes');
