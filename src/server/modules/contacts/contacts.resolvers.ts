import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { toRegion } from '../lookups';
import { toProject } from '../projects';
import {
  contactFormPage,
  enterprisePage,
  formSectionPage,
  homeSectionPage,
  newsletterPage,
} from './contacts.service';

// Timestamps travel as ISO strings; ids as text. The joined project and region come with the row.

const stamps = (row: { id: number; created_at: Date; updated_at: Date }) => ({
  id: String(row.id),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const contactsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    contactform: async (_parent, args, ctx) => {
      const { rows, ...info } = await contactFormPage(ctx, args);
      const data = rows.map(({ row, project }) => ({
        ...row,
        ...stamps(row),
        project: toProject(project),
      }));
      return { data, ...info };
    },
    contactformnewsletter: async (_parent, args, ctx) => {
      const { rows, ...info } = await newsletterPage(ctx, args);
      return { data: rows.map((row) => ({ ...row, ...stamps(row) })), ...info };
    },
    contactformenterprise: async (_parent, args, ctx) => {
      const { rows, ...info } = await enterprisePage(ctx, args);
      return { data: rows.map((row) => ({ ...row, ...stamps(row) })), ...info };
    },
    contactformsection: async (_parent, args, ctx) => {
      const { rows, ...info } = await formSectionPage(ctx, args);
      return { data: rows.map((row) => ({ ...row, ...stamps(row) })), ...info };
    },
    contactformhomesection: async (_parent, args, ctx) => {
      const { rows, ...info } = await homeSectionPage(ctx, args);
      const data = rows.map(({ row, region }) => ({
        ...row,
        ...stamps(row),
        region: region ? toRegion(region) : null,
      }));
      return { data, ...info };
    },
  },
};
