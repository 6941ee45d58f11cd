import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { toPermission, toRole } from './access.mappers';
import { auditEntries } from '../audits';
import {
  createPermission,
  deletePermission,
  editPermission,
  findPermissions,
} from './access.permissions.service';
import { createRole, deleteRole, editRole, findRoles } from './access.roles.service';

export const accessResolvers: Resolvers<GraphQLContext> = {
  Query: {
    permissions: async (_parent, args, ctx) =>
      (await findPermissions(ctx, args.id)).map(toPermission),
    roles: async (_parent, args, ctx) => (await findRoles(ctx, args.id)).map(toRole),
  },
  Mutation: {
    createPermission: async (_parent, args, ctx) => toPermission(await createPermission(ctx, args)),
    editPermission: async (_parent, args, ctx) => toPermission(await editPermission(ctx, args)),
    deletePermission: async (_parent, args, ctx) => toPermission(await deletePermission(ctx, args)),
    createRole: async (_parent, args, ctx) => toRole(await createRole(ctx, args)),
    editRole: async (_parent, args, ctx) => toRole(await editRole(ctx, args)),
    deleteRole: async (_parent, args, ctx) => toRole(await deleteRole(ctx, args)),
  },
  // Every Role and Permission, wherever it appears (lists, me, users), resolves its history here.
  Role: {
    audits: (role, _args, ctx) => auditEntries(ctx, 'Role', role.id, `/roles/${role.id}/audits`),
  },
  Permission: {
    audits: (permission, _args, ctx) =>
      auditEntries(ctx, 'Permission', permission.id, `/permissions/${permission.id}/audits`),
  },
};
