import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import {
  markAllViewerNotificationsRead,
  markViewerNotificationsRead,
  viewerNotifications,
} from './notifications.service';

// Reading a notification is not a business change of a record: no audit row (the read mark is
// the record of it).
export const notificationsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    notificationsusers: (_parent, args, ctx) => viewerNotifications(ctx, args),
  },
  Mutation: {
    markNotificationsRead: (_parent, args, ctx) => markViewerNotificationsRead(ctx, args),
    markAllNotificationsRead: (_parent, _args, ctx) => markAllViewerNotificationsRead(ctx),
  },
};
