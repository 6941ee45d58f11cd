import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { toProject } from '../projects/project-row';
import { unitLoaders } from '../units/units.loaders';
import { toParkingLot, toProperty, toWarehouse } from '../units/units.mappers';
import { customerById } from './customers.loaders';
import { toCustomer } from './customers.mappers';
import {
  parkingLotById,
  propertyById,
  propertyQuotationById,
  propertyQuotationsOf,
  quotationById,
  warehouseById,
} from './quotation-relations.loaders';
import { toPropertyQuotation } from './quotation-relations.mappers';

// What a promise (or booking) shows of its quotation: the customer, the project and the quoted
// homes with their complements. Keyed by ids only, so a Quotation or PropertyQuotation built by
// any module resolves here, each relation in one query per request.

const quotationRow = (ctx: GraphQLContext, id: string) => quotationById(ctx).load(Number(id));
const quotedRow = (ctx: GraphQLContext, id: string) => propertyQuotationById(ctx).load(Number(id));

export const quotationRelationResolvers: Resolvers<GraphQLContext> = {
  Quotation: {
    customer: async (quotation, _args, ctx) => {
      const row = await quotationRow(ctx, quotation.id);
      const customer = row ? await customerById(ctx).load(row.customer_id) : null;
      return customer ? toCustomer(customer) : null;
    },
    project: async (quotation, _args, ctx) => {
      const row = await quotationRow(ctx, quotation.id);
      const project = row ? await unitLoaders(ctx).project.load(row.project_id) : null;
      return project ? toProject(project) : null;
    },
    propertyquotation: async (quotation, _args, ctx) =>
      (await propertyQuotationsOf(ctx).load(Number(quotation.id))).map(toPropertyQuotation),
  },
  PropertyQuotation: {
    property: async (quoted, _args, ctx) => {
      const row = await quotedRow(ctx, quoted.id);
      const unit = row ? await propertyById(ctx).load(row.property_id) : null;
      return unit ? toProperty(unit) : null;
    },
    warehouse: async (quoted, _args, ctx) => {
      const row = await quotedRow(ctx, quoted.id);
      const unit = row?.warehouse_id ? await warehouseById(ctx).load(row.warehouse_id) : null;
      return unit ? toWarehouse(unit) : null;
    },
    parkinglot: async (quoted, _args, ctx) => {
      const row = await quotedRow(ctx, quoted.id);
      const unit = row?.parking_lot_id ? await parkingLotById(ctx).load(row.parking_lot_id) : null;
      return unit ? toParkingLot(unit) : null;
    },
  },
};
