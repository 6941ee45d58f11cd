import type {
  PropertyQuotation,
  Quotation,
} from '../../../../graphql/generated/server/resolvers-types';
import type { PropertyQuotationRow, QuotationRow } from './quotation-relations.loaders';

const uf = (value: string | null) => (value === null ? null : Number(value));

/**
 * A quotations row as the contract's Quotation: its own columns. The relations are resolved by
 * field resolvers keyed by the id; the empty lists only satisfy the generated parent type.
 */
export function toQuotation(row: QuotationRow): Quotation {
  return {
    id: String(row.id),
    created_at: row.created_at.toISOString(),
    status: row.status,
    minimum_rent: row.minimum_rent,
    maximum_rent: row.maximum_rent,
    propertyquotation: [],
    audits: [],
  };
}

/** A quoted home with the UF prices of that day (numeric columns read as text, sent as numbers). */
export function toPropertyQuotation(row: PropertyQuotationRow): PropertyQuotation {
  return {
    id: String(row.id),
    price: Number(row.price),
    property_price: Number(row.property_price),
    warehouse_price: uf(row.warehouse_price),
    parkinglot_price: uf(row.parking_lot_price),
  };
}
