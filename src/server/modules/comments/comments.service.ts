import type {
  MutationCreateCommentArgs,
  MutationEditCommentArgs,
  QueryCommentsArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { commentMessages, commentSchema } from '../../../shared/schemas/comments';
import { diffValues, writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  announce as announceRecords,
  appError,
  pageInfo,
  pageWindow,
  fieldError,
  parseId,
  parseInput,
  requireViewer,
} from '../../kernel';
import { filterProject } from '../exports';
import { removeUnusedFiles, withStoredImages } from '../project-media';
import type { RecordChangeEvent } from '../realtime';
import { readCommentMedia } from './comments.media.service';
import {
  findComment,
  findLiveProject,
  insertComment,
  pageComments,
  replaceCommentMedia,
  updateComment,
  type CommentRow,
  type CommentValues,
} from './comments.repository';

export const COMMENTS_PER_PAGE = 15;
const projectMissing = 'El proyecto elegido no existe.';

/** `comments`: newest first, by project ("" = all); with `id`, that comment alone. */
export async function commentPage(ctx: GraphQLContext, args: QueryCommentsArgs) {
  const id = args.id?.trim();
  if (id) {
    const row = await findComment(ctx.db, parseId(id, commentMessages.notFound));
    if (!row) throw appError('NOT_FOUND', commentMessages.notFound);
    return { rows: [row], ...pageInfo(1, 1, COMMENTS_PER_PAGE, 1) };
  }
  const projectId = await filterProject(ctx, args.project_id);
  const window = pageWindow(args.page, COMMENTS_PER_PAGE);
  const { rows, total } = await pageComments(ctx.db, projectId, window);
  return { rows, ...pageInfo(total, window.page, COMMENTS_PER_PAGE, rows.length) };
}

/** The form's values, checked: Spanish messages per field; the project must exist. */
async function valuesOf(db: DbOrTx, args: MutationCreateCommentArgs): Promise<CommentValues> {
  const input = parseInput(commentSchema, args);
  if (!/^[1-9]\d{0,9}$/.test(input.project_id)) throw fieldError('project_id', projectMissing);
  const project = await findLiveProject(db, Number(input.project_id));
  if (!project) throw fieldError('project_id', projectMissing);
  return { name: input.name, comment: input.comment, project_id: project.id };
}

const auditable = (row: CommentRow) => ({
  name: row.name,
  comment: row.comment,
  project_id: row.project_id,
});

/** After commit: open lists refetch. A lost announce must not fail a committed change. */
async function announce(ctx: GraphQLContext, action: 'created' | 'updated', row: CommentRow) {
  const event: RecordChangeEvent = {
    type: 'comment',
    action,
    id: String(row.id),
    project_id: row.project_id === null ? null : String(row.project_id),
    agency_id: null,
  };
  await announceRecords(ctx, [event]);
}

/**
 * Everything is checked (values, project, picture by content) before anything is stored; the
 * picture is stored, then the rows and the audit commit together, and a failure removes the
 * stored file again. A replaced picture's file goes after the commit.
 */
async function saveComment(
  ctx: GraphQLContext,
  args: MutationCreateCommentArgs,
  write: (
    tx: DbOrTx,
    values: CommentValues,
  ) => Promise<{ before: CommentRow | null; row: CommentRow }>,
) {
  const viewer = requireViewer(ctx);
  const values = await valuesOf(ctx.db, args);
  const image = await readCommentMedia(args.media);
  const { row, removed } = await withStoredImages(ctx, image ? [image] : [], 'media', (stored) =>
    ctx.db.transaction(async (tx) => {
      const { before, row } = await write(tx, values);
      const media = stored[0] ? await replaceCommentMedia(tx, row.id, stored[0]) : null;
      const diff = diffValues(before ? auditable(before) : {}, auditable(row));
      if (media) {
        diff.old.media = media.removed[0]?.file_name ?? null;
        diff.new.media = media.added?.file_name ?? null;
      }
      if (!before || Object.keys(diff.new).length) {
        await writeAudit(tx, {
          userId: viewer.id,
          event: before ? 'updated' : 'created',
          auditableType: 'Comment',
          auditableId: row.id,
          oldValues: before ? diff.old : undefined,
          newValues: before ? diff.new : { ...auditable(row), media: diff.new.media ?? null },
          ip: ctx.ip,
        });
      }
      return { row, removed: media?.removed ?? [] };
    }),
  );
  await removeUnusedFiles(ctx, ctx.db, removed);
  return row;
}

export async function createCommentRecord(ctx: GraphQLContext, args: MutationCreateCommentArgs) {
  const viewer = requireViewer(ctx);
  const row = await saveComment(ctx, args, async (tx, values) => ({
    before: null,
    row: await insertComment(tx, { ...values, user_id: viewer.id }),
  }));
  await announce(ctx, 'created', row);
  return row;
}

export async function editCommentRecord(ctx: GraphQLContext, args: MutationEditCommentArgs) {
  const id = parseId(args.comment_id, commentMessages.notFound);
  if (!(await findComment(ctx.db, id))) throw appError('NOT_FOUND', commentMessages.notFound);
  const row = await saveComment(ctx, args, async (tx, values) => {
    const before = await findComment(tx, id, true);
    if (!before) throw appError('NOT_FOUND', commentMessages.notFound);
    return { before, row: await updateComment(tx, id, values) };
  });
  await announce(ctx, 'updated', row);
  return row;
}
