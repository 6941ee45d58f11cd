import type { MediaOrderInput } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { appError, fieldError, parseId } from '../../kernel';
import { requireProject } from '../projects';
import { announceProjectRecord } from './project-media.announce.service';
import { arrange } from './project-media.arrange.service';
import { auditProjectMedia, describeRemoved } from './project-media.audit.service';
import { removeUnusedFiles } from './project-media.files.service';
import {
  deleteMedia,
  findOwnMedia,
  findProjectMediaByIds,
  listSlot,
  renumber,
  type MediaRow,
} from './project-media.repository';

export const galleryMessages = {
  imageNotFound: 'La imagen no existe.',
  fileNotFound: 'El archivo no existe.',
  noImages: 'Indica las imágenes a ordenar.',
  repeated: 'Una imagen aparece más de una vez.',
  badOrder: 'El orden debe ser un número entero mayor o igual a 0.',
  oneProject: 'Las imágenes deben ser de un mismo proyecto.',
};

const notFound = (message: string) => appError('NOT_FOUND', message);

/** The gallery images of the request, all of one project the viewer may edit. */
async function requireGalleryImages(ctx: GraphQLContext, images: readonly MediaOrderInput[]) {
  if (!images.length) throw fieldError('images', galleryMessages.noImages);
  const wanted = images.map((image) => ({
    id: parseId(image.id, galleryMessages.imageNotFound),
    index: image.order,
  }));
  const ids = wanted.map((w) => w.id);
  if (new Set(ids).size !== ids.length) throw fieldError('images', galleryMessages.repeated);
  if (wanted.some((w) => !Number.isInteger(w.index) || w.index < 0)) {
    throw fieldError('images', galleryMessages.badOrder);
  }
  const rows = await findProjectMediaByIds(ctx.db, ids);
  if (rows.length !== ids.length || rows.some((row) => row.collection !== 'gallery')) {
    throw notFound(galleryMessages.imageNotFound);
  }
  const projectIds = [...new Set(rows.map((row) => row.model_id))];
  // Every project named is checked, so another agency's image is FORBIDDEN, never reordered.
  const projects = [];
  for (const id of projectIds) projects.push(await requireProject(ctx, ctx.db, id));
  const [project] = projects;
  if (!project || projects.length > 1) throw fieldError('images', galleryMessages.oneProject);
  return { project, wanted };
}

/** `editOrderProjectImages`: the new positions, renumbered 0..n-1; returns the gallery. */
export async function reorderGallery(ctx: GraphQLContext, images: readonly MediaOrderInput[]) {
  const { project, wanted } = await requireGalleryImages(ctx, images);
  const rows = await ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, project.id, { lock: true });
    const before = await listSlot(tx, project.id, 'gallery');
    const current = before.map((row) => row.id);
    // Removed meanwhile by someone else: refuse rather than reorder what is left.
    if (wanted.some((w) => !current.includes(w.id))) throw notFound(galleryMessages.imageNotFound);
    const order = arrange(current, wanted);
    await renumber(tx, project.id, order);
    await auditProjectMedia(ctx, tx, project.id, { gallery: current }, { gallery: order });
    return listSlot(tx, project.id, 'gallery');
  });
  await announceProjectRecord(ctx, { type: 'project', action: 'updated', id: project.id }, project);
  return rows;
}

/** `removeProjectImage`: removes a gallery image and closes the gap in the order of the rest. */
export async function removeGalleryImage(
  ctx: GraphQLContext,
  projectId: string | number,
  mediaId: string,
): Promise<MediaRow> {
  const project = await requireProject(ctx, ctx.db, projectId);
  const id = parseId(mediaId, galleryMessages.imageNotFound);
  const removed = await ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, project.id, { lock: true });
    const before = await listSlot(tx, project.id, 'gallery');
    const target = before.find((row) => row.id === id);
    if (!target) throw notFound(galleryMessages.imageNotFound);
    await deleteMedia(tx, project.id, [id]);
    const rest = before.filter((row) => row.id !== id).map((row) => row.id);
    await renumber(tx, project.id, rest);
    await auditProjectMedia(
      ctx,
      tx,
      project.id,
      { gallery: before.map((row) => row.id), removed: target.file_name },
      { gallery: rest },
    );
    return target;
  });
  await removeUnusedFiles(ctx, ctx.db, [removed]);
  await announceProjectRecord(ctx, { type: 'project', action: 'updated', id: project.id }, project);
  return removed;
}

/**
 * `deleteMediaProject`: a logo, cover page, floor plan or contact photo of the project (a contact
 * email loses its photo through the foreign key's ON DELETE SET NULL). A gallery image sent here
 * is removed as removeProjectImage would, so its gap closes too.
 */
export async function deleteProjectMedia(
  ctx: GraphQLContext,
  projectId: string,
  mediaId: string,
): Promise<MediaRow> {
  const project = await requireProject(ctx, ctx.db, projectId);
  const id = parseId(mediaId, galleryMessages.fileNotFound);
  const found = await findOwnMedia(ctx.db, project.id, id);
  if (!found) throw notFound(galleryMessages.fileNotFound);
  if (found.collection === 'gallery') return removeGalleryImage(ctx, project.id, mediaId);
  const removed = await ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, project.id, { lock: true });
    const [row] = await deleteMedia(tx, project.id, [id]);
    if (!row) throw notFound(galleryMessages.fileNotFound);
    const change = describeRemoved(row);
    await auditProjectMedia(ctx, tx, project.id, change.old, change.new);
    return row;
  });
  await removeUnusedFiles(ctx, ctx.db, [removed]);
  await announceProjectRecord(ctx, { type: 'project', action: 'updated', id: project.id }, project);
  return removed;
}
