export * from '../../kernel/loaders';
