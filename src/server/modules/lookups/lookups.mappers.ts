import type {
  Commune,
  Province,
  Region,
} from '../../../../graphql/generated/server/resolvers-types';
import type { CommuneRow, LookupRow, ProvinceRow, RegionRow } from './lookups.repository';

// The lists under a place (provinces, communes) are resolved by field resolvers through the
// per-request loaders; the empty lists here only satisfy the generated parent types.

export const toRegion = (row: RegionRow): Region => ({
  id: String(row.id),
  code: row.code,
  name: row.name,
  provinces: [],
  cities: [],
});

export const toProvince = (row: ProvinceRow): Province => ({
  id: String(row.id),
  code: row.code,
  name: row.name,
  region_id: String(row.region_id),
  communes: [],
});

export const toCommune = (row: CommuneRow): Commune => ({
  id: String(row.id),
  code: row.code,
  name: row.name,
  province_id: String(row.province_id),
});

/** A row of projectstatus, subsidytypes, plansadditional or projectstage. */
export const toLookup = (row: LookupRow) => ({ id: String(row.id), name: row.name });
