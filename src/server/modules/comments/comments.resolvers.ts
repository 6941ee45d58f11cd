import type { Comment, Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { toMedia } from '../../kernel';
import { toProject } from '../projects';
import { unitLoaders } from '../units';
import { commentById, mediaOfComment } from './comments.loaders';
import type { CommentRow } from './comments.repository';
import { commentPage, createCommentRecord, editCommentRecord } from './comments.service';

// The rows prime commentById; Comment.project and Comment.media read it (batched per request).

function toComment(ctx: GraphQLContext, row: CommentRow): Comment {
  commentById(ctx).clear(row.id).prime(row.id, row);
  return {
    id: String(row.id),
    name: row.name,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
  };
}

const rowOf = (ctx: GraphQLContext, id: string) => commentById(ctx).load(Number(id));

export const commentsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    comments: async (_parent, args, ctx) => {
      const { rows, ...info } = await commentPage(ctx, args);
      return { data: rows.map((row) => toComment(ctx, row)), ...info };
    },
  },
  Mutation: {
    createComment: async (_parent, args, ctx) =>
      toComment(ctx, await createCommentRecord(ctx, args)),
    editComment: async (_parent, args, ctx) => toComment(ctx, await editCommentRecord(ctx, args)),
  },
  Comment: {
    project: async (comment, _args, ctx) => {
      const row = await rowOf(ctx, comment.id);
      const project = row?.project_id ? await unitLoaders(ctx).project.load(row.project_id) : null;
      return project ? toProject(project) : null;
    },
    media: async (comment, _args, ctx) => {
      const media = await mediaOfComment(ctx).load(Number(comment.id));
      return media ? toMedia(media, ctx.config) : null;
    },
  },
};
