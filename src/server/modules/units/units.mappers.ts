import type {
  ParkingLot,
  Property,
  Warehouse,
} from '../../../../graphql/generated/server/resolvers-types';
import type { PropertyRow, UnitRow } from './units.repository';

// Rows as the contract's types. UF amounts and areas are numeric columns read as text: they travel
// as numbers. Bathrooms travel as text without a needless '.0' ('2', '1.5'). Relations (project,
// medias, complements, audits) are resolved by the field resolvers, batched per request; the empty
// values here only satisfy the generated parent types.

const num = (value: string | null) => (value === null ? null : Number(value));

function unitScalars(row: UnitRow) {
  return {
    id: String(row.id),
    project_id: String(row.project_id),
    identifier: row.identifier,
    price: Number(row.price),
    floor: row.floor,
    tower: row.tower,
    lots: row.lots,
    type: row.type,
    total_area: num(row.total_area),
    municipal_area: num(row.municipal_area),
    built_area: num(row.built_area),
    visible: row.visible,
    bookeable: row.bookeable,
    promisable: row.promisable,
    available: row.available,
    project: null,
    complements: [],
  };
}

// Object.assign, not a spread: V8 takes a slow path spreading this many keys into a new literal
// (the bench's units page measured it).
export function toProperty(row: PropertyRow): Property {
  return Object.assign(unitScalars(row), {
    model: row.model,
    orientation: row.orientation,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms === null ? null : String(Number(row.bathrooms)),
    terrace_area: num(row.terrace_area),
    vulnerable: row.vulnerable,
    sectores_medios: row.sectores_medios,
    crm_id: row.crm_id,
    id_crm_movendo: row.id_crm_movendo,
    created_at: row.created_at.toISOString(),
    savings: num(row.savings),
    saving_ds15: num(row.saving_ds15),
    base_subsidies: num(row.base_subsidies),
    base_subsidie_ds15: num(row.base_subsidie_ds15),
    bonus_integration: num(row.bonus_integration),
    bonus_recruitment: num(row.bonus_recruitment),
    show_price_from: row.show_price_from,
    medias: [],
    audits: [],
  });
}

export const toWarehouse = (row: UnitRow): Warehouse => unitScalars(row);
export const toParkingLot = (row: UnitRow): ParkingLot => unitScalars(row);
