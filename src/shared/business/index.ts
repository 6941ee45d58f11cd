export * from './prospect-labels';
