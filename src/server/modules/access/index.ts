// The access module as other modules see it: import from here, never from its files.
export { toPermission, toRole } from './access.mappers';
export { permissionIdsOf } from './access.permission-names.service';
export { accessResolvers } from './access.resolvers';
