// The audits module as other modules see it: import from here, never from its files.
export { auditEntries } from './audits.field.loaders';
