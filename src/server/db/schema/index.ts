// Every table of the database. Each domain file owns its tables; this barrel is what drizzle-kit
// and the query builder read.
export * from './identity';
