import type { MutationAddProjectImageArgs } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../kernel';
import { announceProjectRecord } from './project-media.announce.service';
import { requireProject } from '../projects';
import { arrange } from './project-media.arrange.service';
import { auditProjectMedia } from './project-media.audit.service';
import {
  mediaMessages,
  readImages,
  removeUnusedFiles,
  withStoredImages,
} from './project-media.files.service';
import {
  clearSlot,
  insertMedia,
  listSlot,
  renumber,
  type MediaRow,
  type NewMedia,
} from './project-media.repository';

export const IMAGE_SLOTS = ['gallery', 'logo', 'cover_page'] as const;
/** More would make one request hold hundreds of megabytes in memory. */
export const MAX_FILES_PER_CALL = 30;

export const addMessages = {
  badType: 'Tipo de imagen no válido.',
  tooMany: `Puedes subir hasta ${MAX_FILES_PER_CALL} imágenes a la vez.`,
  oneOnly: 'El logo y la portada llevan una sola imagen.',
  badIndex: 'Las posiciones de las imágenes deben ser números enteros mayores o iguales a 0.',
};

const isImageSlot = (value: string): value is (typeof IMAGE_SLOTS)[number] =>
  (IMAGE_SLOTS as readonly string[]).includes(value);

function checkArgs(args: MutationAddProjectImageArgs) {
  const slot = args.type.trim();
  if (!isImageSlot(slot)) throw fieldError('type', addMessages.badType);
  if (!args.files.length) throw fieldError('files', mediaMessages.noFile);
  if (args.files.length > MAX_FILES_PER_CALL) throw fieldError('files', addMessages.tooMany);
  if (slot !== 'gallery' && args.files.length !== 1) throw fieldError('files', addMessages.oneOnly);
  const indexs = args.indexs ?? [];
  if (indexs.length > args.files.length || indexs.some((i) => !Number.isInteger(i) || i < 0)) {
    throw fieldError('indexs', addMessages.badIndex);
  }
  return { slot, indexs };
}

/** New gallery images at their `indexs` positions (the rest appended), then a dense renumber. */
async function addToGallery(
  ctx: GraphQLContext,
  tx: DbOrTx,
  projectId: number,
  stored: NewMedia[],
  indexs: readonly number[],
) {
  const before = await listSlot(tx, projectId, 'gallery');
  const added = await insertMedia(
    tx,
    projectId,
    stored.map((media, i) => ({ ...media, order: before.length + i })),
  );
  const placed = added.flatMap((row, i) => {
    const index = indexs[i];
    return index === undefined ? [] : [{ id: row.id, index }];
  });
  const order = arrange(
    [...before, ...added].map((row) => row.id),
    placed,
  );
  await renumber(tx, projectId, order);
  await auditProjectMedia(
    ctx,
    tx,
    projectId,
    { gallery: before.map((row) => row.id) },
    { gallery: order, added: added.map((row) => row.file_name) },
  );
  return { rows: await listSlot(tx, projectId, 'gallery'), removed: [] as MediaRow[] };
}

/** A logo or cover page replaces the slot's previous file (removed after the commit). */
async function replaceSlot(
  ctx: GraphQLContext,
  tx: DbOrTx,
  projectId: number,
  slot: string,
  stored: NewMedia[],
) {
  const removed = await clearSlot(tx, projectId, slot);
  const rows = await insertMedia(tx, projectId, stored);
  await auditProjectMedia(
    ctx,
    tx,
    projectId,
    { [slot]: removed[0]?.file_name ?? null },
    { [slot]: rows[0]?.file_name ?? null },
  );
  return { rows, removed };
}

/**
 * `addProjectImage`: every file is checked by content first (one refused file refuses the call
 * and stores nothing), then the files are stored and the rows and audit commit together.
 * Returns the slot after the change: the whole gallery in its new order, or the new logo/cover.
 */
export async function addProjectImages(ctx: GraphQLContext, args: MutationAddProjectImageArgs) {
  const project = await requireProject(ctx, ctx.db, args.project_id);
  const { slot, indexs } = checkArgs(args);
  const images = await readImages(args.files, 'files');
  const { rows, removed } = await withStoredImages(ctx, images, slot, (stored) =>
    ctx.db.transaction(async (tx) => {
      await requireProject(ctx, tx, project.id, { lock: true });
      return slot === 'gallery'
        ? addToGallery(ctx, tx, project.id, stored, indexs)
        : replaceSlot(ctx, tx, project.id, slot, stored);
    }),
  );
  await removeUnusedFiles(ctx, ctx.db, removed);
  await announceProjectRecord(ctx, { type: 'project', action: 'updated', id: project.id }, project);
  return rows;
}
