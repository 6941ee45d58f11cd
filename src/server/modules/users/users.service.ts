import type { QueryUsersArgs } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import {
  appError,
  messages,
  pageInfo,
  pageWindow,
  type PageInfo,
  parseId,
  parseSort,
} from '../../kernel';
import { requireViewer } from '../profile';
import {
  findUserPage,
  findUserRecord,
  probeUser,
  userListCondition,
  userSorts,
  type UserRecord,
} from './users.repository';
import { userScope } from './users.scope.repository';

/** Users per page of the /users list (the contract returns it as per_page). */
export const USERS_PER_PAGE = 15;

export const userMessages = {
  notFound: 'El usuario no existe.',
} as const;

export type UserPage = PageInfo & { data: UserRecord[] };

/**
 * `users(page, id, search, sort)`. Agency-scoped viewers get only users of their agencies; asking for
 * another agency's user by id is FORBIDDEN (the client shows /error-403), an unknown one NOT_FOUND.
 */
export async function listUsers(ctx: GraphQLContext, args: QueryUsersArgs): Promise<UserPage> {
  const viewer = requireViewer(ctx);
  const scope = userScope.condition(viewer);
  if (args.id !== null && args.id !== undefined) {
    const id = parseId(args.id, userMessages.notFound);
    const probe = await probeUser(ctx.db, id, scope);
    if (!probe.exists) throw appError('NOT_FOUND', userMessages.notFound);
    const record = probe.inScope ? await findUserRecord(ctx.db, id, scope) : null;
    if (!record) throw appError('FORBIDDEN', messages.forbidden);
    return { data: [record], ...pageInfo(1, 1, USERS_PER_PAGE, 1) };
  }
  const sort = parseSort(args.sort, userSorts);
  const where = userListCondition(scope, args.search);
  const { page, offset, limit } = pageWindow(args.page, USERS_PER_PAGE);
  const { total, rows } = await findUserPage(ctx.db, where, limit, offset, sort);
  return { data: rows, ...pageInfo(total, page, USERS_PER_PAGE, rows.length) };
}
