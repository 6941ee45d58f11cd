import { sql, type SQL } from 'drizzle-orm';
import { properties } from '../../db/schema';
import type { UnitKind, UnitTable } from './units.kinds.service';

// How each field of a unit is rendered by the database for a page, already in the contract's
// shape (ids as text, UF and areas as numbers, bathrooms as '1.5', created_at as ISO text). The
// relations (project, complements, medias, audits) have field resolvers of their own, which read
// id, project_id and model: those three are always sent.

const asNumber = (column: SQL | { name: string }) => sql`${column}::float8`;

function commonFields(t: UnitTable): Record<string, SQL> {
  return {
    id: sql`${t.id}::text`,
    project_id: sql`${t.project_id}::text`,
    identifier: sql`${t.identifier}`,
    price: asNumber(t.price),
    floor: sql`${t.floor}`,
    tower: sql`${t.tower}`,
    lots: sql`${t.lots}`,
    type: sql`${t.type}`,
    total_area: asNumber(t.total_area),
    municipal_area: asNumber(t.municipal_area),
    built_area: asNumber(t.built_area),
    visible: sql`${t.visible}`,
    bookeable: sql`${t.bookeable}`,
    promisable: sql`${t.promisable}`,
    available: sql`${t.available}`,
  };
}

const p = properties;
const homeFields: Record<string, SQL> = {
  ...commonFields(p),
  model: sql`${p.model}`,
  orientation: sql`${p.orientation}`,
  bedrooms: sql`${p.bedrooms}`,
  bathrooms: sql`${p.bathrooms}::float8::text`,
  terrace_area: asNumber(p.terrace_area),
  vulnerable: sql`${p.vulnerable}`,
  sectores_medios: sql`${p.sectores_medios}`,
  crm_id: sql`${p.crm_id}`,
  id_crm_movendo: sql`${p.id_crm_movendo}`,
  created_at: sql`to_char(${p.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  savings: asNumber(p.savings),
  saving_ds15: asNumber(p.saving_ds15),
  base_subsidies: asNumber(p.base_subsidies),
  base_subsidie_ds15: asNumber(p.base_subsidie_ds15),
  bonus_integration: asNumber(p.bonus_integration),
  bonus_recruitment: asNumber(p.bonus_recruitment),
  show_price_from: sql`${p.show_price_from}`,
};

const fieldsByKind: Record<UnitKind, (t: UnitTable) => Record<string, SQL>> = {
  property: () => homeFields,
  warehouse: commonFields,
  parkinglot: commonFields,
};

const ALWAYS = ['id', 'project_id', 'model'];

/** The fields to send (all when `asked` is undefined) and their SQL, in one fixed order. */
export function pageFields(kind: UnitKind, t: UnitTable, asked: ReadonlySet<string> | undefined) {
  const all = fieldsByKind[kind](t);
  const names = Object.keys(all).filter(
    (name) => asked === undefined || asked.has(name) || ALWAYS.includes(name),
  );
  return { names, values: names.flatMap((name) => all[name] ?? []) };
}
