// The promises module as other modules see it: import from here, never from its files.
export { promisesResolvers } from './promises.resolvers';
export { movePromiseRequest, preparePromiseMove } from './promises.status.service';
