import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  ParkingLot,
  Property,
  Warehouse,
} from '../../../../graphql/generated/server/resolvers-types';
import type { DbOrTx } from '../../db/client';
import { projects, properties } from '../../db/schema';
import { unitTables, type UnitKind, type UnitTable } from './units.kinds';
import { filterConditions, liveIn, unitOrder, type UnitFilters } from './units.repository';

// The /properties tables read a page of 250 units on every visit. Built as ONE json text by the
// database and parsed once with JSON.parse, a page costs one field to decode instead of 250 × 32
// (the wire decoding of each field was most of the request's time), and the objects already
// have the contract's shape (ids as text, UF and areas as numbers, bathrooms as '1.5'), so no
// per-row mapping runs either. Relations stay with the field resolvers; their placeholders are
// here only because the generated parent types list them.

type Page = { offset: number; limit: number };

const asNumber = (column: SQL | { name: string }) => sql`${column}::float8`;

function commonFields(t: UnitTable): SQL {
  return sql`'id', ${t.id}::text, 'project_id', ${t.project_id}::text,
    'identifier', ${t.identifier}, 'price', ${asNumber(t.price)}, 'floor', ${t.floor},
    'tower', ${t.tower}, 'lots', ${t.lots}, 'type', ${t.type},
    'total_area', ${asNumber(t.total_area)}, 'municipal_area', ${asNumber(t.municipal_area)},
    'built_area', ${asNumber(t.built_area)}, 'visible', ${t.visible}, 'bookeable', ${t.bookeable},
    'promisable', ${t.promisable}, 'available', ${t.available},
    'project', null, 'complements', '[]'::json`;
}

// One json_build_object (plain json: about half the cost of jsonb here) of at most 100 arguments.
const p = properties;
const homeFields = sql`'model', ${p.model}, 'orientation', ${p.orientation},
  'bedrooms', ${p.bedrooms}, 'bathrooms', ${p.bathrooms}::float8::text,
  'terrace_area', ${asNumber(p.terrace_area)}, 'vulnerable', ${p.vulnerable},
  'sectores_medios', ${p.sectores_medios}, 'crm_id', ${p.crm_id},
  'id_crm_movendo', ${p.id_crm_movendo},
  'created_at', to_char(${p.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'savings', ${asNumber(p.savings)}, 'saving_ds15', ${asNumber(p.saving_ds15)},
  'base_subsidies', ${asNumber(p.base_subsidies)},
  'base_subsidie_ds15', ${asNumber(p.base_subsidie_ds15)},
  'bonus_integration', ${asNumber(p.bonus_integration)},
  'bonus_recruitment', ${asNumber(p.bonus_recruitment)},
  'show_price_from', ${p.show_price_from}, 'medias', '[]'::json, 'audits', '[]'::json`;

function objectOf(kind: UnitKind, t: UnitTable): SQL {
  return kind === 'property'
    ? sql`json_build_object(${commonFields(t)}, ${homeFields})`
    : sql`json_build_object(${commonFields(t)})`;
}

const pageRow = z.object({ page: z.string(), size: z.coerce.number() });
/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const pageResult = z.union([z.array(pageRow), z.object({ rows: z.array(pageRow) })]);

/**
 * One page in the order of properties_unit_order_idx (a page of a 5,000-unit project reads 250
 * index entries instead of sorting 5,000 rows), and the total: known from the page itself when it
 * is the last one, otherwise one count over the project's index.
 */
export async function listUnitsPage<T extends Property | Warehouse | ParkingLot>(
  db: DbOrTx,
  kind: UnitKind,
  filters: UnitFilters,
  scope: SQL | undefined,
  page: Page,
): Promise<{ data: T[]; total: number }> {
  const t = unitTables[kind];
  const where = and(liveIn(t, scope), ...filterConditions(kind, t, filters));
  const order = sql.join(unitOrder(t), sql`, `);
  // The page's own ordering again in the aggregate: json_agg keeps no input order by itself.
  const result = await db.execute(sql`
    select coalesce(json_agg(${objectOf(kind, t)} order by ${order}), '[]')::text as page,
      count(*) as size
    from (
      select ${t}.* from ${t} join ${projects} on ${projects.id} = ${t.project_id}
      where ${where} order by ${order} limit ${page.limit} offset ${page.offset}
    ) ${t}`);
  const parsed = pageResult.parse(result);
  const [row] = Array.isArray(parsed) ? parsed : parsed.rows;
  const size = row?.size ?? 0;
  // The json text is the database's own rendering of the page built above.
  const data: T[] = JSON.parse(row?.page ?? '[]');
  const isLast = size > 0 && size < page.limit;
  if (isLast || (size === 0 && page.offset === 0)) return { data, total: page.offset + size };
  const [counted] = await db
    .select({ n: count() })
    .from(t)
    .innerJoin(projects, eq(projects.id, t.project_id))
    .where(where);
  return { data, total: counted?.n ?? 0 };
}
