// The sales-common module as other modules see it: import from here, never from its files.
export { searchedCustomers } from './sales-common.customer-search.repository';
export { CUSTOMER_JSON_FIELDS } from './sales-common.customers-json-fields.repository';
export { codebtorById, codebtorsOfCustomer, customerById } from './sales-common.customers.loaders';
export { codebtorName, toCodebtor, toCustomer } from './sales-common.customers.mappers';
export { paymentsOfPromiseRequest } from './sales-common.payments.loaders';
export {
  parkingLotById,
  primeQuotedHomes,
  propertyById,
  propertyQuotationById,
  propertyQuotationsOf,
  quotationById,
  warehouseById,
} from './sales-common.quotation-relations.loaders';
export type { JoinedQuotedHome } from './sales-common.quotation-relations.loaders';
export { given } from './sales-common.sales-list.service';
export { salesListPage } from './sales-common.sales-page.loaders';
export type { SalesFilters } from './sales-common.sales-page.loaders';
export { releaseUnits, takeUnits } from './sales-common.unit-availability.repository';
export { lockUnits } from './sales-common.unit-lock.repository';
export { salesCommonResolvers } from './sales-common.resolvers';
export { toPayment } from './sales-common.payments.mappers';
