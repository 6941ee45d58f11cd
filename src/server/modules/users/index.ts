// The users module as other modules see it: import from here, never from its files.
export { toUser } from './users.mappers';
export { findUserPage, foldSearch } from './users.repository';
export { usersResolvers } from './users.resolvers';
