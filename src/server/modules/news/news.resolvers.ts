import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { toMedia } from '../../kernel';
import { toProject } from '../projects';
import { newsMediasOf, newsProjectsOf, newsTagsOf } from './news.loaders';
import { toNews, toTagNews } from './news.mappers';
import { allTags } from './news.repository';
import { newsPage, setNewsStatus } from './news.service';
import { createNewsItem, editNewsItem } from './news.write.service';

export const newsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    news: async (_parent, args, ctx) => {
      const { rows, ...page } = await newsPage(ctx, args);
      return { ...page, data: rows.map(toNews) };
    },
    tagsNews: async (_parent, _args, ctx) => (await allTags(ctx.db)).map(toTagNews),
  },
  Mutation: {
    createNews: async (_parent, args, ctx) => toNews(await createNewsItem(ctx, args)),
    editNews: async (_parent, args, ctx) => toNews(await editNewsItem(ctx, args)),
    editStatusNews: async (_parent, args, ctx) => toNews(await setNewsStatus(ctx, args)),
  },
  News: {
    medias: async (news, _args, ctx) =>
      (await newsMediasOf(ctx).load(Number(news.id))).map((row) => toMedia(row, ctx.config)),
    tagsNews: async (news, _args, ctx) =>
      (await newsTagsOf(ctx).load(Number(news.id))).map(toTagNews),
    projects: async (news, _args, ctx) =>
      (await newsProjectsOf(ctx).load(Number(news.id))).map((row) => toProject(row.project)),
  },
};
