import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { propertyQuotations } from '../../db/schema';

/**
 * Join condition of a quotation's quoted unit: its first property_quotations row, so a quotation
 * quoted twice still makes one line of the file (the row counts match the lists').
 */
export const firstQuotedUnit = (quotationId: AnyColumn) =>
  eq(
    propertyQuotations.id,
    sql`(select min(pq.id) from property_quotations pq where pq.quotation_id = ${quotationId})`,
  );
