import { sql, type AnyColumn } from 'drizzle-orm';
import { parkingLots, properties, propertyQuotations, warehouses } from '../../db/schema';

/**
 * The joins of a quotation's quoted unit and complements: its first property_quotations row, so
 * a quotation quoted twice still makes one line of the file (row counts match the lists').
 */
export const quotedUnitJoins = (quotationId: AnyColumn) => sql`
  left join ${propertyQuotations} on ${propertyQuotations.id} = (select min(pq.id)
    from property_quotations pq where pq.quotation_id = ${quotationId})
  left join ${properties} on ${properties.id} = ${propertyQuotations.property_id}
  left join ${warehouses} on ${warehouses.id} = ${propertyQuotations.warehouse_id}
  left join ${parkingLots} on ${parkingLots.id} = ${propertyQuotations.parking_lot_id}`;
