// The quotations module as other modules see it: import from here, never from its files.
export { followQuotation } from './quotations.follow.service';
export { matchingCustomers } from './quotations.list.repository';
export { toQuotation } from './quotations.mappers';
export { given, salesProjects, statusFilter } from './quotations.sales-filters.service';
export { countOf, inProjectSet, intArray } from './quotations.sales-filters.repository';
export type { ProjectSet } from './quotations.sales-filters.repository';
export { customerMatches, parseSearch, searchMatches } from './quotations.sales-search.repository';
export type { SalesSearch } from './quotations.sales-search.repository';
export { quotationsResolvers } from './quotations.resolvers';
export { bookingOfQuotation, primeCustomerWithCommune } from './quotations.loaders';
export { firstCodebtor } from './quotations.records.repository';
