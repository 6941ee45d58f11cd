import { sql, type SQL } from 'drizzle-orm';
import {
  communes,
  customers,
  parkingLots,
  projects,
  properties,
  propertyQuotations,
  quotations,
  warehouses,
} from '../../db/schema';
import { selectionKey, setBounded, type SelectionTree } from '../../kernel';
import { writtenOnce } from '../../db/prepared';
import { CUSTOMER_JSON_FIELDS } from '../sales-common';
import { expiresAtSql } from '../sales-expiry';
import { unitTables, type UnitKind, pageFields } from '../units';

// How a quotations page row is rendered by the database, in the contract's shape (as the mappers
// and the relations' loaders would give it): ids as text, UF prices as numbers, created_at as ISO
// text. A relation is built in the same statement only when every field asked of it is one the
// database renders here; otherwise it is left out and its field resolver loads it as before
// (customer's codebtor and codeudor_name, a project's other columns and relations). The
// relations' own field resolvers (Property.project, ...) read the ids these objects carry. The
// details page reads its quotation with this row too when it renders what the page asks
// (findQuotationJson in quotations.page-json.ts).

type Fields = Record<string, SQL>;
const q = quotations;
const iso = (column: SQL | { name: string }) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const quotationFields: Fields = {
  id: sql`${q.id}::text`,
  created_at: iso(q.created_at),
  minimum_rent: sql`${q.minimum_rent}`,
  maximum_rent: sql`${q.maximum_rent}`,
  status: sql`${q.status}`,
  expires_at: expiresAtSql('quotation', {
    projectId: q.project_id,
    createdAt: q.created_at,
    status: q.status,
  }),
};

const c = customers;
const customerFields: Fields = CUSTOMER_JSON_FIELDS;
/** Customer fields whose resolvers need only the customer's id. */
const customerResolved = ['commune'];

const communeFields: Fields = {
  id: sql`${communes.id}::text`,
  code: sql`${communes.code}`,
  name: sql`${communes.name}`,
  province_id: sql`${communes.province_id}::text`,
};

const projectFields: Fields = {
  id: sql`${projects.id}::text`,
  name: sql`${projects.name}`,
  type: sql`${projects.type}`,
};

const pq = propertyQuotations;
const quotedFields: Fields = {
  id: sql`${pq.id}::text`,
  price: sql`${pq.price}::float8`,
  property_price: sql`${pq.property_price}::float8`,
  warehouse_price: sql`${pq.warehouse_price}::float8`,
  parkinglot_price: sql`${pq.parking_lot_price}::float8`,
};
const quotedUnits: [string, UnitKind, SQL][] = [
  ['property', 'property', sql`${properties.id} = ${pq.property_id}`],
  ['warehouse', 'warehouse', sql`${warehouses.id} = ${pq.warehouse_id}`],
  ['parkinglot', 'parkinglot', sql`${parkingLots.id} = ${pq.parking_lot_id}`],
];

const quotedUnitNames = quotedUnits.map(([name]) => name);

/** json_build_object of named values; the names are this module's own keys, never input. */
function objectOf(parts: [string, SQL][]): SQL {
  const pairs = parts.map(([name, value]) => {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`unexpected field name ${name}`);
    return sql`${sql.raw(`'${name}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The asked fields that `fields` renders (every one when `asked` is undefined), and always the
 * id: the relations' resolvers (bookingrequest, audits, Customer.commune, ...) read it.
 */
const askedOf = (fields: Fields, asked: SelectionTree | undefined): [string, SQL][] =>
  Object.entries(fields).filter(
    ([name]) => asked === undefined || asked.has(name) || name === 'id',
  );

/** True when every field asked is rendered here or resolved from the object's id. */
const renders = (asked: SelectionTree, fields: Fields, resolved: readonly string[] = []) =>
  [...asked.keys()].every(
    (name) => name === '__typename' || Object.hasOwn(fields, name) || resolved.includes(name),
  );

/** A rendered relation, and whether every field asked of it (at every depth) is rendered. */
interface Part {
  json: SQL;
  whole: boolean;
}

function unitJson(kind: UnitKind, match: SQL, asked: SelectionTree): Part {
  const t = unitTables[kind];
  const fields = pageFields(kind, t, new Set(asked.keys()));
  const parts = fields.names.map((name, i): [string, SQL] => [name, fields.values[i]!]);
  const json = sql`(select ${objectOf(parts)} from ${t} where ${match})`;
  const whole = [...asked.keys()].every((name) => name === '__typename' || fields.names.includes(name)); // prettier-ignore
  return { json, whole };
}

function quotedPart(asked: SelectionTree | undefined): Part | null {
  if (!asked) return null;
  const parts = askedOf(quotedFields, asked);
  let whole = renders(asked, quotedFields, quotedUnitNames);
  for (const [name, kind, match] of quotedUnits) {
    const unit = asked.get(name);
    if (!unit) continue;
    const built = unitJson(kind, match, unit);
    parts.push([name, built.json]);
    whole &&= built.whole;
  }
  const json = sql`(select coalesce(json_agg(${objectOf(parts)} order by ${pq.id}), '[]'::json)
    from ${pq} where ${pq.quotation_id} = ${q.id})`;
  return { json, whole };
}

/** The customer, with its commune when every field asked of it is rendered here. */
function customerPart(asked: SelectionTree | undefined): Part | null {
  if (!asked || !renders(asked, customerFields, customerResolved)) return null;
  const parts = askedOf(customerFields, asked);
  const commune = asked.get('commune');
  const withCommune = commune !== undefined && renders(commune, communeFields);
  if (withCommune) {
    const match = sql`${communes.id} = ${c.commune_id}`;
    parts.push(['commune', sql`(select ${objectOf(askedOf(communeFields, commune))} from ${communes} where ${match})`]); // prettier-ignore
  }
  const match = sql`${c.id} = ${q.customer_id}`;
  const json = sql`(select ${objectOf(parts)} from ${c} where ${match})`;
  return { json, whole: commune === undefined || withCommune };
}

function projectPart(asked: SelectionTree | undefined): Part | null {
  if (!asked || !renders(asked, projectFields)) return null;
  const match = sql`${projects.id} = ${q.project_id}`;
  const json = sql`(select ${objectOf(askedOf(projectFields, asked))} from ${projects} where ${match})`; // prettier-ignore
  return { json, whole: true };
}

/** A row's json by the shape of what is asked: an operation document asks one shape. */
const keptRows = new Map<string, RowJson>();
/** More shapes than the app's own documents ask: past it, the oldest goes first. */
const KEPT_SHAPES = 100;

interface RowJson {
  json: SQL;
  inlined: ReadonlySet<string>;
  /**
   * The fields asked of the quotation that are not rendered here whole (at every depth): their
   * field resolvers load them.
   */
  unrendered: ReadonlySet<string>;
}

/**
 * A quotation row as one json object with the asked fields, customer_id and project_id (for the
 * relations resolved apart), and the relations built here (named in `inlined`). Written as text
 * once per shape of what is asked (`writtenOnce`): it is most of the page's statement.
 */
export function quotationRowJson(asked: SelectionTree | undefined): RowJson {
  const key = selectionKey(asked);
  const kept = keptRows.get(key);
  if (kept) return kept;
  const built = buildRowJson(asked);
  const row = { ...built, json: writtenOnce(built.json) };
  setBounded(keptRows, KEPT_SHAPES, key, row);
  return row;
}

function buildRowJson(asked: SelectionTree | undefined): RowJson {
  const parts = askedOf(quotationFields, asked);
  parts.push(['customer_id', sql`${q.customer_id}`], ['project_id', sql`${q.project_id}`]);
  const relations: [string, Part | null][] = [
    ['customer', customerPart(asked?.get('customer'))],
    ['project', projectPart(asked?.get('project'))],
    ['propertyquotation', quotedPart(asked?.get('propertyquotation'))],
  ];
  const inlined = new Set<string>();
  const whole = new Set<string>();
  for (const [name, part] of relations) {
    if (!part) continue;
    parts.push([name, part.json]);
    inlined.add(name);
    if (part.whole) whole.add(name);
  }
  const unrendered = new Set(
    [...(asked?.keys() ?? [])].filter(
      (name) => name !== '__typename' && !Object.hasOwn(quotationFields, name) && !whole.has(name),
    ),
  );
  return { json: objectOf(parts), inlined, unrendered };
}
