import type {
  MutationMarkNotificationsReadArgs,
  NotificationUserPaginator,
  QueryNotificationsusersArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { appError, messages, pageInfo, pageSize, pageWindow, requireViewer } from '../../kernel';
import {
  countDeliveries,
  findDeliveries,
  markRead,
  toNotificationUser,
} from './notifications.repository';

/** The bell's page size when it asks none (MAX_PAGE_SIZE bounds the asked ones). */
export const DEFAULT_LIMIT = 5;

/** The viewer's deliveries, newest first, with the unread count (our addition). */
export async function viewerNotifications(
  ctx: GraphQLContext,
  args: QueryNotificationsusersArgs,
): Promise<NotificationUserPaginator> {
  const viewer = requireViewer(ctx);
  // user_id is the spec's argument; it may only name the viewer (anything else is someone else's).
  if (args.user_id != null && String(args.user_id).trim() !== String(viewer.id)) {
    throw appError('FORBIDDEN', messages.forbidden);
  }
  const perPage = pageSize(args.limit, DEFAULT_LIMIT);
  const { page, offset, limit } = pageWindow(args.page, perPage);
  const [rows, counts] = await Promise.all([
    findDeliveries(ctx.db, viewer.id, limit, offset),
    countDeliveries(ctx.db, viewer.id),
  ]);
  return {
    data: rows.map(toNotificationUser),
    ...pageInfo(counts.total, page, perPage, rows.length),
    unread: counts.unread,
  };
}

/**
 * Marks the viewer's deliveries read. Ids that are not the viewer's (another user's, unknown,
 * malformed) are ignored rather than refused: the answer (how many were marked) tells nothing
 * about other people's deliveries, and a stale bell never fails.
 */
export function markViewerNotificationsRead(
  ctx: GraphQLContext,
  args: MutationMarkNotificationsReadArgs,
): Promise<number> {
  const viewer = requireViewer(ctx);
  const ids = args.ids
    .map((id) => String(id).trim())
    .filter((id) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647)
    .map(Number);
  if (ids.length === 0) return Promise.resolve(0);
  return markRead(ctx.db, viewer.id, [...new Set(ids)].slice(0, 500));
}

export function markAllViewerNotificationsRead(ctx: GraphQLContext): Promise<number> {
  return markRead(ctx.db, requireViewer(ctx).id, null);
}
