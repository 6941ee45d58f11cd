export * from './kernel/errors';
