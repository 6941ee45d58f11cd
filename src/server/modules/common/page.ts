export * from '../../kernel/page';
