export * from './assumptions';
export * from './financing';
export * from './programmes';
export * from './text';
