// The sales-expiry module as other modules see it: import from here, never from its files.
export { attachSalesExpiry } from './sales-expiry.attach.service';
export { sweepExpired } from './sales-expiry.sweep.service';
export { expiresAtSql, expiringCondition } from './sales-expiry.windows.repository';
export { salesExpiryResolvers } from './sales-expiry.resolvers';
