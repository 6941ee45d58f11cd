// Every table of the database. Each domain file owns its tables; this barrel is what drizzle-kit
// and the query builder read.
export * from './identity';
export * from './password-resets';
export * from './locations';
export * from './lookups';
export * from './agencies';
export * from './media';
export * from './projects';
export * from './project-details';
export * from './plans';
export * from './units';
export * from './customers';
export * from './sales';
export * from './payments';
export * from './payments-flow';
export * from './preapprovals';
export * from './business';
export * from './rukans';
export * from './webhooks';
export * from './news';
export * from './contacts';
export * from './comments';
export * from './notifications';
export * from './exports';
export * from './statuses';
export * from './dashboard';
export * from './units-imports';
