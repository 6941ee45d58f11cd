import { communes, provinces, regions } from '../schema';
import type { Tx } from '../client';
import { insertIds } from './bulk';
import { CHILE_REGIONS } from './geo-cl';

// All 16 regions, 56 provinces and 346 communes, keyed by their official CUT codes.

export interface GeoIds {
  regionIds: number[];
  regionIdByCode: Map<string, number>;
  communeIdByCode: Map<string, number>;
  /** Commune id → [commune name, region name], for addresses and Rukan records. */
  placeOfCommune: Map<number, { commune: string; region: string }>;
}

export async function seedGeo(tx: Tx): Promise<GeoIds> {
  const regionIds = await insertIds(
    tx,
    regions,
    CHILE_REGIONS.map(({ code, name, roman }) => ({ code, name, roman })),
  );
  const regionIdByCode = new Map(CHILE_REGIONS.map((r, i) => [r.code, regionIds[i] ?? 0]));
  const provinceRows = CHILE_REGIONS.flatMap((r) =>
    r.provinces.map((p) => ({
      region_id: regionIdByCode.get(r.code) ?? 0,
      code: p.code,
      name: p.name,
    })),
  );
  const provinceIds = await insertIds(tx, provinces, provinceRows);
  const provinceIdByCode = new Map(provinceRows.map((p, i) => [p.code, provinceIds[i] ?? 0]));
  const communeRows = CHILE_REGIONS.flatMap((r) =>
    r.provinces.flatMap((p) =>
      p.communes.map((c) => ({
        province_id: provinceIdByCode.get(p.code) ?? 0,
        code: c.code,
        name: c.name,
        region: r.name,
      })),
    ),
  );
  const communeIds = await insertIds(
    tx,
    communes,
    communeRows.map(({ province_id, code, name }) => ({ province_id, code, name })),
  );
  const communeIdByCode = new Map<string, number>();
  const placeOfCommune = new Map<number, { commune: string; region: string }>();
  communeRows.forEach((c, i) => {
    const id = communeIds[i] ?? 0;
    communeIdByCode.set(c.code, id);
    placeOfCommune.set(id, { commune: c.name, region: c.region });
  });
  return { regionIds, regionIdByCode, communeIdByCode, placeOfCommune };
}
