import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { auditEntries } from '../audits';
import { toMedia } from '../../kernel';
import { toProject } from '../projects';
import { unitFinancing } from '../uf-values';
import { setGroupedFlag } from './units.grouped.service';
import { floorPlanKey, unitLoaders } from './units.loaders';
import { toParkingLot, toProperty, toWarehouse } from './units.mappers';
import { unitsGrid } from './units.grid.service';
import { unitPages } from './units.query.service';
import { modelsAndTowers, summaryPage } from './units.summary.service';
import { setUnitFlags } from './units.toggles.service';
import { createProperty, editProperty, removeProperty } from './units.write.service';

const projectOf = async (projectId: string, ctx: GraphQLContext) => {
  const row = await unitLoaders(ctx).project.load(Number(projectId));
  return row ? toProject(row) : null;
};

export const unitsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    properties: (_parent, args, ctx, info) => unitPages.property(ctx, args, info),
    warehouses: (_parent, args, ctx, info) => unitPages.warehouse(ctx, args, info),
    parkinglots: (_parent, args, ctx, info) => unitPages.parkinglot(ctx, args, info),
    propertiesandmodelsbyproject: (_parent, args, ctx) => modelsAndTowers(ctx, args.project_id),
    tablepropertie: (_parent, args, ctx) => summaryPage(ctx, args),
    unitsGrid: (_parent, args, ctx) => unitsGrid(ctx, args),
  },
  Mutation: {
    createProperty: async (_parent, args, ctx) => toProperty(await createProperty(ctx, args)),
    editProperty: async (_parent, args, ctx) => toProperty(await editProperty(ctx, args)),
    removeProperty: async (_parent, args, ctx) =>
      toProperty(await removeProperty(ctx, args.property_id)),
    editVisibleProperty: async (_parent, args, ctx) =>
      toProperty(await setUnitFlags(ctx, 'property', args.id, { visible: args.visible })),
    editVisibleWarehouse: async (_parent, args, ctx) =>
      toWarehouse(await setUnitFlags(ctx, 'warehouse', args.id, { visible: args.visible })),
    editVisibleParkingLot: async (_parent, args, ctx) =>
      toParkingLot(await setUnitFlags(ctx, 'parkinglot', args.id, { visible: args.visible })),
    editWarehouse: async (_parent, { id, ...flags }, ctx) =>
      toWarehouse(await setUnitFlags(ctx, 'warehouse', id, flags)),
    editParkinglot: async (_parent, { id, ...flags }, ctx) =>
      toParkingLot(await setUnitFlags(ctx, 'parkinglot', id, flags)),
    editVisibleGroupedProperty: (_parent, args, ctx) => setGroupedFlag(ctx, 'visible', args),
    editBookeableGroupedProperty: (_parent, args, ctx) => setGroupedFlag(ctx, 'bookeable', args),
    editPromisableGroupedProperty: (_parent, args, ctx) => setGroupedFlag(ctx, 'promisable', args),
    editVulnerableGroupedProperty: (_parent, args, ctx) => setGroupedFlag(ctx, 'vulnerable', args),
    editSectorMedioGroupedProperty: (_parent, args, ctx) =>
      setGroupedFlag(ctx, 'sectores_medios', args),
  },
  Property: {
    project: (unit, _args, ctx) => projectOf(unit.project_id, ctx),
    medias: async (unit, _args, ctx) => {
      if (!unit.model) return [];
      const rows = await unitLoaders(ctx).floorPlans.load(
        floorPlanKey(unit.project_id, unit.model),
      );
      return rows.map((row) => toMedia(row, ctx.config));
    },
    complements: (unit, _args, ctx) => unitLoaders(ctx).homeComplements.load(Number(unit.id)),
    // Issue 34: how the home is paid for, at the UF of the asked day.
    financing: (unit, args, ctx) => unitFinancing(ctx, unit, args.date),
    audits: (unit, _args, ctx) =>
      auditEntries(ctx, 'Property', unit.id, `/properties/${unit.id}/audits`),
  },
  Warehouse: {
    project: (unit, _args, ctx) => projectOf(unit.project_id, ctx),
    complements: (unit, _args, ctx) => unitLoaders(ctx).warehouseHomes.load(Number(unit.id)),
  },
  ParkingLot: {
    project: (unit, _args, ctx) => projectOf(unit.project_id, ctx),
    complements: (unit, _args, ctx) => unitLoaders(ctx).parkingLotHomes.load(Number(unit.id)),
  },
};
