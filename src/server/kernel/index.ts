// The server's kernel: what every module needs, in one place. Modules import it from here only.
export * from './errors';
export * from './page';
export * from './loaders';
export * from './announce';
export * from './status-move';
export * from './inputs';
export * from './selection';
export * from './bounded';
export * from './media';
export * from './foreground';
export * from './sort';
export * from './sort.repository';
