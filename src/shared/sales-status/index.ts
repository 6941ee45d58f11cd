export * from './status-table';
export * from './quotation-status';
export * from './booking-request-status';
export * from './order-status';
export * from './promise-request-status';
export * from './preapproval-status';
export * from './payment-status';
export * from './expiry';
