import type { MutationEditMediaPropertyByModelArgs } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../kernel';
import { requireProject } from '../projects';
import { announceProjectRecord } from './project-media.announce.service';
import { auditProjectMedia } from './project-media.audit.service';
import { readImages, removeUnusedFiles, withStoredImages } from './project-media.files.service';
import {
  deleteFloorPlans,
  insertMedia,
  listFloorPlans,
  projectModels,
  type MediaRow,
} from './project-media.repository';

export const floorPlanMessages = {
  noModels: 'Elige al menos un modelo.',
  unknownModel: (model: string) => `El modelo «${model}» no existe en el proyecto.`,
};

export interface ModelWithPlans {
  model: string;
  medias: MediaRow[];
}

const withPlans = (models: readonly string[], plans: readonly MediaRow[]): ModelWithPlans[] =>
  models.map((model) => ({ model, medias: plans.filter((plan) => plan.unit_model === model) }));

/** The named models, each among the project's live homes (refused by name otherwise). */
async function requireModels(db: DbOrTx, projectId: number, names: readonly string[]) {
  const existing = await projectModels(db, projectId, names);
  const missing = names.find((name) => !existing.includes(name));
  if (missing !== undefined) throw fieldError('models', floorPlanMessages.unknownModel(missing));
  return existing;
}

/** `modelsbyproject`: distinct models of the project's live homes by name, with floor plans. */
export async function modelsOfProject(ctx: GraphQLContext, projectId: string) {
  const project = await requireProject(ctx, ctx.db, projectId);
  const models = await projectModels(ctx.db, project.id);
  if (!models.length) return [];
  return withPlans(models, await listFloorPlans(ctx.db, project.id, models));
}

/**
 * `editMediaPropertyByModel`: stores the image once and points one floor-plan row per model at
 * it, replacing each model's previous plan. A replaced file is removed after the commit only
 * when no other row still names it (models may share a file).
 */
export async function setFloorPlans(
  ctx: GraphQLContext,
  args: MutationEditMediaPropertyByModelArgs,
): Promise<ModelWithPlans[]> {
  const project = await requireProject(ctx, ctx.db, args.project_id);
  const names = [...new Set(args.models.map((model) => model.trim()).filter(Boolean))];
  if (!names.length) throw fieldError('models', floorPlanMessages.noModels);
  await requireModels(ctx.db, project.id, names);
  const images = await readImages([args.file], 'file');
  const { models, added, removed } = await withStoredImages(ctx, images, 'model_floor', (stored) =>
    ctx.db.transaction(async (tx) => {
      await requireProject(ctx, tx, project.id, { lock: true });
      const models = await requireModels(tx, project.id, names);
      const removed = await deleteFloorPlans(tx, project.id, models);
      const [file] = stored;
      const added = file
        ? await insertMedia(
            tx,
            project.id,
            models.map((model) => ({ ...file, unit_model: model, order: 0 })),
          )
        : [];
      const before = (model: string) =>
        removed.find((row) => row.unit_model === model)?.file_name ?? null;
      await auditProjectMedia(
        ctx,
        tx,
        project.id,
        { model_floor: Object.fromEntries(models.map((model) => [model, before(model)])) },
        {
          model_floor: Object.fromEntries(models.map((model) => [model, file?.file_name ?? null])),
        },
      );
      return { models, added, removed };
    }),
  );
  await removeUnusedFiles(ctx, ctx.db, removed);
  await announceProjectRecord(ctx, { type: 'project', action: 'updated', id: project.id }, project);
  return withPlans(models, added);
}
