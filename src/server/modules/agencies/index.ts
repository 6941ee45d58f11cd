// The agencies module as other modules see it: import from here, never from its files.
export { toAgency } from './agencies.mappers';
export { findAgencies } from './agencies.repository';
export { agenciesResolvers } from './agencies.resolvers';
export { agencyProjectsLoader } from './agencies.loaders';
