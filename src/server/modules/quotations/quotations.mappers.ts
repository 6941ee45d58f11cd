import type {
  CoDebtor,
  Customer,
  ResolversParentTypes,
  PropertyQuotation,
  Quotation,
} from '../../../../graphql/generated/server/resolvers-types';
import type {
  codebtors,
  customers,
  promiseRequests,
  propertyQuotations,
  quotations,
} from '../../db/schema';
import type { CommuneRow } from '../lookups';
import { toCommune } from '../lookups';

// Rows as the contract's types. UF prices are numeric columns read as text: they travel as
// numbers. Relations are resolved by the field resolvers through per-request loaders; the empty
// values here only satisfy the generated parent types.

export type QuotationRow = typeof quotations.$inferSelect;
export type PropertyQuotationRow = typeof propertyQuotations.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type CodebtorRow = typeof codebtors.$inferSelect;
export type PromiseRequestRow = typeof promiseRequests.$inferSelect;

/**
 * What the field resolvers read of a quotation's row, and the relations a list page already
 * built into the object (quotations.page-json.ts): those resolve to the object's own value.
 */
export interface QuotationLinks {
  customer_id: number;
  project_id: number;
  inlined?: ReadonlySet<string>;
}

/** The parent of Quotation's field resolvers (codegen mapper): its fields and its row's links. */
export type QuotationModel = Omit<Quotation, 'propertyquotation' | 'promiserequest'> & {
  propertyquotation: PropertyQuotationModel[];
  promiserequest: PromiseRequestLink | null;
  row: QuotationLinks;
};

/** A quotation's promise request as resolvers hand it on (its own relations resolve by id). */
export type PromiseRequestLink = ResolversParentTypes['PromiseRequest'];

/**
 * The parent of PropertyQuotation's field resolvers. A list page renders quoted homes with their
 * asked units in the database (`built`) and without a row: the resolvers then answer the built
 * units and load the row by id for anything else.
 */
export type PropertyQuotationModel = PropertyQuotation & {
  row: PropertyQuotationRow | null;
  built?: boolean;
};

const num = (value: string | null) => (value === null ? null : Number(value));

export function toQuotation(row: QuotationRow): QuotationModel {
  return {
    id: String(row.id),
    created_at: row.created_at.toISOString(),
    minimum_rent: row.minimum_rent,
    maximum_rent: row.maximum_rent,
    status: row.status,
    customer: null,
    propertyquotation: [],
    bookingrequest: null,
    promiserequest: null,
    project: null,
    audits: [],
    row,
  };
}

export function toPropertyQuotation(row: PropertyQuotationRow): PropertyQuotationModel {
  return {
    id: String(row.id),
    price: Number(row.price),
    property_price: Number(row.property_price),
    warehouse_price: num(row.warehouse_price),
    parkinglot_price: num(row.parking_lot_price),
    property: null,
    warehouse: null,
    parkinglot: null,
    row,
  };
}

const text = (value: number | null) => (value === null ? null : String(value));

function toCodebtor(row: CodebtorRow): CoDebtor {
  return {
    name: row.name,
    last_name: row.last_name,
    rut: text(row.rut),
    rut_dv: row.rut_dv,
    email: row.email,
    phone: row.phone,
    relation: row.relation,
    monthly_rent: row.monthly_rent,
  };
}

/** A customer with its commune and first co-debtor, read together by the customer loader. */
export function toCustomer(
  row: CustomerRow,
  commune: CommuneRow | null,
  codebtor: CodebtorRow | null,
): Customer {
  return {
    id: String(row.id),
    name: row.name,
    last_name: row.last_name,
    rut: String(row.rut),
    rut_dv: row.rut_dv,
    email: row.email,
    phone: row.phone,
    status: row.status,
    commune: commune && toCommune(commune),
    subsidio: row.subsidio,
    rukaneado: row.rukaneado,
    codeudor_name: codebtor && `${codebtor.name} ${codebtor.last_name}`,
    nationality: row.nationality,
    civil_status: row.civil_status,
    worker_type: row.worker_type,
    labor_old: row.labor_old,
    monthly_rent: row.monthly_rent,
    codebtor: codebtor && toCodebtor(codebtor),
  };
}

/** A quotation's promise request as its details link shows it (scalars; relations elsewhere). */
export function toPromiseRequestLink(row: PromiseRequestRow): PromiseRequestLink {
  return {
    id: String(row.id),
    status: row.status,
    created_at: row.created_at.toISOString(),
    amount_paid: row.amount_paid,
    uf_value: num(row.uf_value),
    order_number: row.order_number,
    datetime_transaction: row.datetime_transaction?.toISOString() ?? null,
    gateway_reference: row.gateway_reference,
    signature: row.signature,
    payments: [],
    audits: [],
  };
}
