// The units module as other modules see it: import from here, never from its files.
export { announceUnits } from './units.audit.service';
export { UNIT_KINDS, auditableTypes, unitTables } from './units.kinds.service';
export type { UnitKind } from './units.kinds.service';
export { unitLoaders } from './units.loaders';
export { toParkingLot, toProperty, toWarehouse } from './units.mappers';
export { pageFields } from './units.page-fields.repository';
export { unitsResolvers } from './units.resolvers';
