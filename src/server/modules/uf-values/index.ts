// The uf-values module as other modules see it: import from here, never from its files.
export { ufValuesResolvers } from './uf-values.resolvers';
export { ufOfDay } from './uf-values.service';
export { financingUnit, unitFinancing, type FinancedUnit } from './uf-values.financing.service';
