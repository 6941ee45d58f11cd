import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { auditEntries } from '../audits';
import { createUser } from './users.create.service';
import { editUser } from './users.edit.service';
import { userProjectsLoader } from './users.loaders';
import { toUser } from './users.mappers';
import { changeUserStatus, deleteUser } from './users.remove.service';
import { listUsers } from './users.service';

export const usersResolvers: Resolvers<GraphQLContext> = {
  Query: {
    users: async (_parent, args, ctx) => {
      const page = await listUsers(ctx, args);
      return { ...page, data: page.data.map(toUser) };
    },
  },
  Mutation: {
    createUser: async (_parent, args, ctx) => toUser(await createUser(ctx, args)),
    editUser: async (_parent, args, ctx) => toUser(await editUser(ctx, args)),
    deleteUser: async (_parent, args, ctx) => toUser(await deleteUser(ctx, args)),
    changeUserStatus: async (_parent, args, ctx) => toUser(await changeUserStatus(ctx, args)),
  },
  User: {
    audits: (user, _args, ctx) => auditEntries(ctx, 'User', user.id, `/users/${user.id}/audits`),
    projects: (user, _args, ctx) => userProjectsLoader(ctx).load(Number(user.id)),
  },
};
