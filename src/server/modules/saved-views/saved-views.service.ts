import {
  VIEWS_PER_LIST_MAX,
  VIEW_STATE_MAX_CHARS,
  savedViewListSchema,
  savedViewMessages as messages,
  savedViewNameSchema,
  savedViewStateSchema,
  type SavedViewState,
} from '../../../shared/schemas/saved-views';
import type { GraphQLContext } from '../../context';
import { appError, fieldError, parseId, requireViewer } from '../../kernel';
import {
  clearDefault,
  countViews,
  deleteOwnView,
  findViews,
  insertView,
  lockOwnView,
  nameTaken,
  updateView,
  type SavedViewRow,
} from './saved-views.repository';

// A user's saved views: every read and change is limited to the viewer's own rows, so another
// user's view id answers NOT_FOUND exactly as a missing one does.

function parseList(list: string): string {
  const parsed = savedViewListSchema.safeParse(list);
  if (!parsed.success) throw fieldError('list', messages.unknownList);
  return parsed.data;
}

function parseName(name: string): string {
  const parsed = savedViewNameSchema.safeParse(name);
  if (!parsed.success) throw fieldError('name', parsed.error.issues[0]?.message ?? messages.nameRequired); // prettier-ignore
  return parsed.data;
}

function parseState(state: unknown): SavedViewState {
  const parsed = savedViewStateSchema.safeParse(state);
  if (!parsed.success) throw fieldError('state', messages.badState);
  if (JSON.stringify(parsed.data).length > VIEW_STATE_MAX_CHARS) {
    throw fieldError('state', messages.stateTooLarge);
  }
  return parsed.data;
}

const notFound = () => appError('NOT_FOUND', messages.notFound);
const viewId = (id: string) => parseId(id, messages.notFound);

/** A unique-index race lost to a concurrent save of the same name or default. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null;) {
    if ('code' in e && e.code === '23505') return true;
    e = 'cause' in e ? e.cause : null;
  }
  return false;
}

async function withNameRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', messages.nameTaken);
    throw error;
  }
}

export function myViews(ctx: GraphQLContext, list: string): Promise<SavedViewRow[]> {
  return findViews(ctx.db, requireViewer(ctx).id, parseList(list));
}

export function createView(
  ctx: GraphQLContext,
  args: { list: string; name: string; state: unknown; is_default?: boolean | null },
): Promise<SavedViewRow> {
  const userId = requireViewer(ctx).id;
  const list = parseList(args.list);
  const name = parseName(args.name);
  const state = parseState(args.state);
  const isDefault = args.is_default === true;
  return withNameRace(() =>
    ctx.db.transaction(async (tx) => {
      if (await nameTaken(tx, userId, list, name)) throw fieldError('name', messages.nameTaken);
      if ((await countViews(tx, userId, list)) >= VIEWS_PER_LIST_MAX) {
        throw fieldError('list', messages.tooMany);
      }
      if (isDefault) await clearDefault(tx, userId, list);
      return insertView(tx, { userId, list, name, state, isDefault });
    }),
  );
}

export function renameOrRestate(
  ctx: GraphQLContext,
  args: { id: string; name?: string | null; state?: unknown },
): Promise<SavedViewRow> {
  const userId = requireViewer(ctx).id;
  const id = viewId(args.id);
  const name = args.name === undefined || args.name === null ? undefined : parseName(args.name);
  const state = args.state === undefined || args.state === null ? undefined : parseState(args.state); // prettier-ignore
  return withNameRace(() =>
    ctx.db.transaction(async (tx) => {
      const row = await lockOwnView(tx, userId, id);
      if (!row) throw notFound();
      if (name !== undefined && (await nameTaken(tx, userId, row.list, name, id))) {
        throw fieldError('name', messages.nameTaken);
      }
      return updateView(tx, id, { name, state });
    }),
  );
}

export async function removeView(ctx: GraphQLContext, id: string): Promise<string> {
  const userId = requireViewer(ctx).id;
  if (!(await deleteOwnView(ctx.db, userId, viewId(id)))) throw notFound();
  return id;
}

/** Makes a view its list's default (clearing the previous one) or stops it being the default. */
export function markDefault(
  ctx: GraphQLContext,
  args: { id: string; is_default: boolean },
): Promise<SavedViewRow[]> {
  const userId = requireViewer(ctx).id;
  const id = viewId(args.id);
  return ctx.db.transaction(async (tx) => {
    const row = await lockOwnView(tx, userId, id);
    if (!row) throw notFound();
    await clearDefault(tx, userId, row.list);
    if (args.is_default) await updateView(tx, id, { is_default: true });
    return findViews(tx, userId, row.list);
  });
}
