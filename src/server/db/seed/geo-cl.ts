/**
 * Chile's political-administrative division: 16 regions, 56 provinces, 346 communes, keyed by the
 * official Código Único Territorial (CUT) as updated in 2018 when Ñuble (16) split from Biobío.
 * Codes were cross-checked against two public CUT tables derived from INE/SUBDERE; the test guards
 * the invariants. Names follow the INE/SUBDERE spelling with Spanish accents. Regions run north to
 * south because that is the order Chilean address pickers use.
 */
export interface GeoCommune {
  /** CUT commune code, 5 digits, e.g. '13101'. */
  code: string;
  name: string;
}

export interface GeoProvince {
  /** CUT province code, 3 digits, e.g. '131'. */
  code: string;
  name: string;
  communes: GeoCommune[];
}

export interface GeoRegion {
  /** CUT region code, 2 digits, e.g. '13'. */
  code: string;
  name: string;
  /** Official numeral; the Metropolitan region is 'RM'. */
  roman: string;
  provinces: GeoProvince[];
}

import data from './geo-cl.json';

/** The table lives in JSON (one line per province, communes as [code, name] pairs) to stay compact. */
interface ProvinceRow {
  code: string;
  name: string;
  communes: string[][];
}

function toRegion(row: {
  code: string;
  name: string;
  roman: string;
  provinces: ProvinceRow[];
}): GeoRegion {
  return {
    code: row.code,
    name: row.name,
    roman: row.roman,
    provinces: row.provinces.map((p) => ({
      code: p.code,
      name: p.name,
      communes: p.communes.map(([code = '', name = '']) => ({ code, name })),
    })),
  };
}

export const CHILE_REGIONS: readonly GeoRegion[] = data.map(toRegion);
