import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { auditEntries } from '../audits';
import { toProject } from '../projects';
import { toParkingLot, toProperty, toWarehouse, unitLoaders } from '../units';
import {
  parkingLotById,
  propertyById,
  propertyQuotationById,
  propertyQuotationsOf,
  quotationById,
  warehouseById,
} from '../sales-common';
import { unitFinancing } from '../uf-values';
import { customerWithCommuneById, promiseOfQuotation } from './quotations.loaders';
import {
  toPromiseRequestLink,
  toPropertyQuotation,
  toQuotation,
  type PropertyQuotationModel,
  type QuotationModel,
} from './quotations.mappers';
import { editQuotation, quotationPage } from './quotations.service';

// Quotations: the list and details (one resolver, `id` picks one) and the status change. Every
// relation goes through a per-request loader; the row behind a parent is the one the list read
// (or, for a parent built elsewhere, loaded by id in the same batch as the others).

/** True when the list page built this relation into the object (quotations.page-json.ts). */
const built = (quotation: QuotationModel, relation: string) =>
  quotation.row.inlined?.has(relation) ?? false;

const quotedOf = async (quoted: PropertyQuotationModel, ctx: GraphQLContext) =>
  quoted.row ?? (await propertyQuotationById(ctx).load(Number(quoted.id)));

export const quotationsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    quotations: (_parent, args, ctx, info) => quotationPage(ctx, args, info),
  },
  Mutation: {
    editQuotation: async (_parent, args, ctx) =>
      toQuotation(await editQuotation(ctx, args.quotation_id, args.status)),
  },
  Quotation: {
    customer: async (quotation, _args, ctx) => {
      if (built(quotation, 'customer')) return quotation.customer ?? null;
      return customerWithCommuneById(ctx).load(quotation.row.customer_id);
    },
    project: async (quotation, _args, ctx) => {
      if (built(quotation, 'project')) return quotation.project ?? null;
      const project = await unitLoaders(ctx).project.load(quotation.row.project_id);
      return project ? toProject(project) : null;
    },
    propertyquotation: async (quotation, _args, ctx) =>
      built(quotation, 'propertyquotation')
        ? quotation.propertyquotation
        : (await propertyQuotationsOf(ctx).load(Number(quotation.id))).map(toPropertyQuotation),
    promiserequest: async (quotation, _args, ctx) => {
      const row = await promiseOfQuotation(ctx).load(Number(quotation.id));
      return row && toPromiseRequestLink(row);
    },
    audits: (quotation, _args, ctx) =>
      auditEntries(ctx, 'Quotation', quotation.id, `/quotations/${quotation.id}/audits`),
  },
  PropertyQuotation: {
    // Issue 34: the quoted home's financing with the quotation's declared income band.
    financing: async (quoted, args, ctx) => {
      const row = await quotedOf(quoted, ctx);
      if (!row) return null;
      const [unit, quotation] = await Promise.all([
        propertyById(ctx).load(row.property_id),
        quotationById(ctx).load(row.quotation_id),
      ]);
      if (!unit) return null;
      const band = { minimum: quotation?.minimum_rent ?? null, maximum: quotation?.maximum_rent ?? null }; // prettier-ignore
      return unitFinancing(ctx, toProperty(unit), args.date, band);
    },
    property: async (quoted, _args, ctx) => {
      if (quoted.built) return quoted.property ?? null;
      const row = await quotedOf(quoted, ctx);
      const unit = row && (await propertyById(ctx).load(row.property_id));
      return unit ? toProperty(unit) : null;
    },
    warehouse: async (quoted, _args, ctx) => {
      if (quoted.built) return quoted.warehouse ?? null;
      const row = await quotedOf(quoted, ctx);
      const unit = row?.warehouse_id ? await warehouseById(ctx).load(row.warehouse_id) : null;
      return unit ? toWarehouse(unit) : null;
    },
    parkinglot: async (quoted, _args, ctx) => {
      if (quoted.built) return quoted.parkinglot ?? null;
      const row = await quotedOf(quoted, ctx);
      const unit = row?.parking_lot_id ? await parkingLotById(ctx).load(row.parking_lot_id) : null;
      return unit ? toParkingLot(unit) : null;
    },
  },
};
