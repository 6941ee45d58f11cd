// The lookups module as other modules see it: import from here, never from its files.
export {
  additionalPlanTypeById,
  communeById,
  projectStageById,
  projectStatusById,
} from './lookups.loaders';
export { toCommune, toLookup, toRegion } from './lookups.mappers';
export { findLookup } from './lookups.repository';
export type { CommuneRow } from './lookups.repository';
export { lookupsResolvers } from './lookups.resolvers';
