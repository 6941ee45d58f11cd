export * from './plan-catalog';
export * from './plan-contract.schema';
export * from './plan-limit';
