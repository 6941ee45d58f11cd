import { sql } from 'drizzle-orm';
import { properties } from '../../db/schema';
import type { UnitTable } from './units.kinds.service';

// The rows of the units downloads as the writer reads them, and how the database hands them over.

export interface UnitExportFields {
  id: number;
  type: string | null;
  identifier: string;
  floor: number | null;
  tower: string | null;
  lots: string | null;
  price: number;
  total_area: number | null;
  municipal_area: number | null;
  built_area: number | null;
  visible: boolean;
  bookeable: boolean;
  promisable: boolean;
  available: boolean;
  /** ISO 8601 with offset, as Postgres writes a timestamptz in json. */
  created_at: string;
}

export interface HomeExportRow extends UnitExportFields {
  model: string | null;
  orientation: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  terrace_area: number | null;
  vulnerable: boolean;
  sectores_medios: boolean;
  show_price_from: boolean;
  savings: number | null;
  saving_ds15: number | null;
  base_subsidies: number | null;
  base_subsidie_ds15: number | null;
  bonus_integration: number | null;
  bonus_recruitment: number | null;
  crm_id: string | null;
  id_crm_movendo: string | null;
  /** Identifiers of the live warehouses and parking lots sold with it ('B-01, B-02'). */
  warehouses: string | null;
  parking_lots: string | null;
}

/** A warehouse or a parking lot, with the kind it is (one sheet may hold both). */
export interface ComplementExportRow extends UnitExportFields {
  kind: 'warehouse' | 'parkinglot';
  /** Identifiers of the live homes it is sold with. */
  homes: string | null;
}

// A batch is one json text of arrays (json_build_array costs half of json_build_object here),
// read back by destructuring in the order the SQL lists the fields. Linked units come from one
// grouped join per batch instead of a subquery per row.

export type CommonTuple = [
  id: number, type: string | null, identifier: string, floor: number | null,
  tower: string | null, lots: string | null, price: number, total_area: number | null,
  municipal_area: number | null, built_area: number | null, visible: boolean, bookeable: boolean,
  promisable: boolean, available: boolean, created_at: string,
]; // prettier-ignore

export const commonTuple = (
  t: UnitTable,
) => sql`json_build_array(${t.id}, ${t.type}, ${t.identifier},
  ${t.floor}, ${t.tower}, ${t.lots}, ${t.price}, ${t.total_area}, ${t.municipal_area},
  ${t.built_area}, ${t.visible}, ${t.bookeable}, ${t.promisable}, ${t.available},
  ${t.created_at})`;

export const toCommon = ([id, type, identifier, floor, tower, lots, price, total_area, municipal_area,
  built_area, visible, bookeable, promisable, available, created_at]: CommonTuple,
): UnitExportFields => ({ id, type, identifier, floor, tower, lots, price, total_area,
  municipal_area, built_area, visible, bookeable, promisable, available, created_at }); // prettier-ignore

type HomeExtraTuple = [
  model: string | null, orientation: string | null, bedrooms: number | null,
  bathrooms: number | null, terrace_area: number | null, vulnerable: boolean,
  sectores_medios: boolean, show_price_from: boolean, savings: number | null,
  saving_ds15: number | null, base_subsidies: number | null, base_subsidie_ds15: number | null,
  bonus_integration: number | null, bonus_recruitment: number | null, crm_id: string | null,
  id_crm_movendo: string | null,
]; // prettier-ignore

const p = properties;
export const homeExtraTuple = sql`json_build_array(${p.model}, ${p.orientation}, ${p.bedrooms},
  ${p.bathrooms}, ${p.terrace_area}, ${p.vulnerable}, ${p.sectores_medios}, ${p.show_price_from},
  ${p.savings}, ${p.saving_ds15}, ${p.base_subsidies}, ${p.base_subsidie_ds15},
  ${p.bonus_integration}, ${p.bonus_recruitment}, ${p.crm_id}, ${p.id_crm_movendo})`;

export type HomeTuple = [CommonTuple, HomeExtraTuple, warehouses: string | null, parking_lots: string | null]; // prettier-ignore
export type ComplementTuple = [CommonTuple, homes: string | null];

export function toHome([common, extra, warehouses, parking_lots]: HomeTuple): HomeExportRow {
  const [model, orientation, bedrooms, bathrooms, terrace_area, vulnerable, sectores_medios,
    show_price_from, savings, saving_ds15, base_subsidies, base_subsidie_ds15, bonus_integration,
    bonus_recruitment, crm_id, id_crm_movendo] = extra; // prettier-ignore
  return Object.assign(toCommon(common), { model, orientation, bedrooms, bathrooms,
    terrace_area, vulnerable, sectores_medios, show_price_from, savings, saving_ds15,
    base_subsidies, base_subsidie_ds15, bonus_integration, bonus_recruitment, crm_id,
    id_crm_movendo, warehouses, parking_lots }); // prettier-ignore
}
