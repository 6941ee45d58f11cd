// The units-import module as other modules see it: import from here, never from its files.
export { spreadsheetsResolvers } from './units-import.resolvers';
