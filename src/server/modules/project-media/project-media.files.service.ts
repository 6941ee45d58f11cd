import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../kernel';
import {
  cleanFileName,
  fileStorageFor,
  isUploadedFile,
  newStorageKey,
  readImageUpload,
  type FileStorage,
  type ImageUpload,
} from '../../storage';
import type { NewMedia } from './project-media.repository';
import { pathsInUse } from './project-media.repository';

/** SDL: "images: jpg, png, webp, up to 10 MB each". */
export const PROJECT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const mediaMessages = {
  notImage: (name: string) => `«${name}» no es una imagen JPG, PNG o WebP.`,
  tooLarge: (name: string) => `«${name}» supera el máximo de 10 MB.`,
  noFile: 'Adjunta al menos una imagen.',
};

/**
 * Checks every sent file by content before anything is stored: one refused file refuses the
 * whole call, and the message names that file.
 */
export async function readImages(files: readonly unknown[], field: string) {
  const images: ImageUpload[] = [];
  for (const file of files) {
    if (!isUploadedFile(file)) throw fieldError(field, mediaMessages.noFile);
    const name = cleanFileName(file.name, 'archivo');
    if (file.size > PROJECT_IMAGE_MAX_BYTES) throw fieldError(field, mediaMessages.tooLarge(name));
    images.push(
      await readImageUpload(file, {
        field,
        invalidMessage: mediaMessages.notImage(name),
        maxBytes: PROJECT_IMAGE_MAX_BYTES,
      }),
    );
  }
  return images;
}

/** Removes stored files, logging (not throwing): it runs after the outcome is decided. */
async function removeFiles(storage: FileStorage, paths: readonly string[]) {
  const results = await Promise.allSettled(paths.map((path) => storage.remove(path)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.warn(`No se pudo borrar el archivo ${paths[i]}.`);
  });
}

/**
 * Stores checked images, runs `write` (the transaction) and, if it fails, removes them again,
 * so a refused or failed call leaves no file behind. Returns what `write` returned.
 */
export async function withStoredImages<T>(
  ctx: GraphQLContext,
  images: readonly ImageUpload[],
  collection: string,
  write: (stored: NewMedia[]) => Promise<T>,
): Promise<T> {
  const storage = fileStorageFor(ctx.config);
  const stored: NewMedia[] = [];
  try {
    for (const image of images) {
      const file = await storage.put(
        newStorageKey('projects', image.extension),
        image.bytes,
        image.mime,
      );
      stored.push({
        collection,
        url: file.url,
        path: file.path,
        file_name: image.fileName,
        extension: image.extension,
        mime: image.mime,
        size: image.size,
      });
    }
    return await write(stored);
  } catch (error) {
    await removeFiles(
      storage,
      stored.map((media) => media.path),
    );
    throw error;
  }
}

/**
 * After a commit: removes the files of deleted rows that no other row still names (several
 * floor plans may share one stored file).
 */
export async function removeUnusedFiles(
  ctx: GraphQLContext,
  db: DbOrTx,
  rows: readonly { path: string | null }[],
) {
  const paths = [...new Set(rows.flatMap((row) => (row.path ? [row.path] : [])))];
  const used = await pathsInUse(db, paths);
  await removeFiles(
    fileStorageFor(ctx.config),
    paths.filter((path) => !used.has(path)),
  );
}
