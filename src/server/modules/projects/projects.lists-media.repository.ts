import { and, eq, inArray, isNull, max, notInArray } from 'drizzle-orm';
import type { ProjectCreate } from '../../../shared/schemas/projects';
import type { Tx } from '../../db/client';
import { medias, projectContactEmails, projectFiles } from '../../db/schema';
import { fieldError } from '../../kernel';
import type { ProjectFileKind } from './projects.uploads.service';
import type { StoredFile } from './projects.uploads-store.service';

// What of a project is a file: logo, cover page and gallery (medias rows), contact photos
// (medias rows named by the contact email), brochure and 360° assets (project_files). Writers
// return the storage paths of the rows they replaced: the caller removes them after the commit.

/** `medias.model_type` of a project's files, contact photos included (collection 'contact_photo'). */
export const PROJECT_MODEL = 'project';
export const CONTACT_PHOTO = 'contact_photo';
export const photoForeign = 'La foto de contacto no pertenece a este proyecto.';

const ofProject = (projectId: number) =>
  and(eq(medias.model_type, PROJECT_MODEL), eq(medias.model_id, projectId));

const pathsOf = (rows: readonly { path: string | null }[]) =>
  rows.flatMap((row) => (row.path ? [row.path] : []));

async function insertMedia(
  tx: Tx,
  projectId: number,
  collection: string,
  file: StoredFile,
  order = 0,
) {
  const [row] = await tx
    .insert(medias)
    .values({ ...file, model_type: PROJECT_MODEL, model_id: projectId, collection, order })
    .returning({ id: medias.id });
  if (!row) throw new Error('insert medias returned nothing');
  return row.id;
}

/** A single-file slot (logo, cover_page): the new file replaces the previous one. */
export async function replaceSlot(
  tx: Tx,
  projectId: number,
  collection: 'logo' | 'cover_page',
  file: StoredFile,
): Promise<string[]> {
  const removed = await tx
    .delete(medias)
    .where(and(ofProject(projectId), eq(medias.collection, collection)))
    .returning({ path: medias.path });
  await insertMedia(tx, projectId, collection, file);
  return pathsOf(removed);
}

/** Gallery photos are appended in the order sent, after the existing ones. */
export async function appendGallery(tx: Tx, projectId: number, files: readonly StoredFile[]) {
  if (!files.length) return;
  const [last] = await tx
    .select({ order: max(medias.order) })
    .from(medias)
    .where(and(ofProject(projectId), eq(medias.collection, 'gallery')));
  const start = (last?.order ?? -1) + 1;
  await tx.insert(medias).values(
    files.map((file, i) => ({
      ...file,
      model_type: PROJECT_MODEL,
      model_id: projectId,
      collection: 'gallery',
      order: start + i,
    })),
  );
}

/** Brochure, nube360 or tour360: an uploaded file or an external viewer URL, one per kind. */
export async function replaceProjectFile(
  tx: Tx,
  projectId: number,
  kind: ProjectFileKind,
  value: StoredFile | { url: string },
): Promise<string[]> {
  const removed = await tx
    .delete(projectFiles)
    .where(and(eq(projectFiles.project_id, projectId), eq(projectFiles.kind, kind)))
    .returning({ path: projectFiles.path });
  const file = 'path' in value ? value : { url: value.url, path: null };
  await tx.insert(projectFiles).values({ project_id: projectId, kind, ...file });
  return pathsOf(removed);
}

/** `*_url: null` clears an external viewer; an uploaded file stays (only a new one replaces it). */
export async function clearViewerUrl(tx: Tx, projectId: number, kind: ProjectFileKind) {
  await tx
    .delete(projectFiles)
    .where(
      and(
        eq(projectFiles.project_id, projectId),
        eq(projectFiles.kind, kind),
        isNull(projectFiles.path),
      ),
    );
}

type ContactEmails = NonNullable<ProjectCreate['contact_emails']>;

/**
 * Replaces the contact emails. An entry's new photo becomes a medias row of the project; a
 * `photo_media_id` keeps a contact photo of THIS project (anything else is refused). Photos no
 * entry names any more are deleted; their paths are returned.
 */
export async function replaceContactEmails(
  tx: Tx,
  projectId: number,
  entries: ContactEmails,
  photos: ReadonlyMap<number, StoredFile>,
): Promise<string[]> {
  const kept = [
    ...new Set(entries.flatMap((e, i) => (photos.has(i) ? [] : (e.photo_media_id ?? [])))),
  ];
  if (kept.length) {
    const own = await tx
      .select({ id: medias.id })
      .from(medias)
      .where(
        and(ofProject(projectId), eq(medias.collection, CONTACT_PHOTO), inArray(medias.id, kept)),
      );
    if (own.length !== kept.length) throw fieldError('contact_emails', photoForeign);
  }
  await tx.delete(projectContactEmails).where(eq(projectContactEmails.project_id, projectId));
  const photoIds: number[] = [...kept];
  const rows = [];
  for (const [orden, entry] of entries.entries()) {
    const photo = photos.get(orden);
    let photoId = entry.photo_media_id ?? null;
    if (photo) {
      photoId = await insertMedia(tx, projectId, CONTACT_PHOTO, photo, orden);
      photoIds.push(photoId);
    }
    rows.push({
      project_id: projectId,
      purpose: entry.purpose,
      email: entry.email,
      name: entry.name ?? null,
      photo_media_id: photoId,
      orden,
    });
  }
  if (rows.length) await tx.insert(projectContactEmails).values(rows);
  const orphans = await tx
    .delete(medias)
    .where(
      and(
        ofProject(projectId),
        eq(medias.collection, CONTACT_PHOTO),
        photoIds.length ? notInArray(medias.id, photoIds) : undefined,
      ),
    )
    .returning({ path: medias.path });
  return pathsOf(orphans);
}
