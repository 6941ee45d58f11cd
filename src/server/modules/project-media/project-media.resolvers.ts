import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { toMedia } from '../../kernel';
import { requireProject } from '../projects';
import { addProjectImages } from './project-media.add.service';
import { bySlotThenOrder } from './project-media.arrange.service';
import {
  modelsOfProject,
  setFloorPlans,
  type ModelWithPlans,
} from './project-media.floor-plans.service';
import {
  deleteProjectMedia,
  removeGalleryImage,
  reorderGallery,
} from './project-media.gallery.service';
import { listProjectMedia } from './project-media.repository';

const toModel = (ctx: GraphQLContext) => (item: ModelWithPlans) => ({
  model: item.model,
  medias: item.medias.map((row) => toMedia(row, ctx.config)),
});

export const projectMediaResolvers: Resolvers<GraphQLContext> = {
  Query: {
    projectsmedia: async (_parent, args, ctx) => {
      const project = await requireProject(ctx, ctx.db, args.project_id);
      const rows = await listProjectMedia(ctx.db, project.id);
      return rows.sort(bySlotThenOrder).map((row) => toMedia(row, ctx.config));
    },
    modelsbyproject: async (_parent, args, ctx) =>
      (await modelsOfProject(ctx, args.project_id)).map(toModel(ctx)),
  },
  Mutation: {
    addProjectImage: async (_parent, args, ctx) =>
      (await addProjectImages(ctx, args)).map((row) => toMedia(row, ctx.config)),
    editOrderProjectImages: async (_parent, args, ctx) =>
      (await reorderGallery(ctx, args.images)).map((row) => toMedia(row, ctx.config)),
    removeProjectImage: async (_parent, args, ctx) =>
      toMedia(await removeGalleryImage(ctx, args.project_id, args.media_id), ctx.config),
    deleteMediaProject: async (_parent, args, ctx) =>
      toMedia(await deleteProjectMedia(ctx, args.project_id, args.media_id), ctx.config),
    editMediaPropertyByModel: async (_parent, args, ctx) =>
      (await setFloorPlans(ctx, args)).map(toModel(ctx)),
  },
};
