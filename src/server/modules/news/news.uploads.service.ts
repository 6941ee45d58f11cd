import type { GraphQLContext } from '../../context';
import {
  fileStorageFor,
  isUploadedFile,
  newStorageKey,
  readImageUpload,
  type ImageUpload,
} from '../../storage';
import { removeFiles } from '../projects';
import type { StoredNewsFile } from './news.repository';

// Logo and cover page of a news item: read and checked by content (the shared image checker)
// before anything is stored or written. Only real files count; anything else in an Upload slot
// means "no new file". A refused file refuses the whole call.

export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export type NewsSlot = 'logo' | 'cover_page';

const invalid: Record<NewsSlot, string> = {
  logo: 'El logo debe ser una imagen JPG, PNG o WebP.',
  cover_page: 'La portada debe ser una imagen JPG, PNG o WebP.',
};

export type NewsUploads = Partial<Record<NewsSlot, ImageUpload>>;

export async function readNewsUploads(args: {
  logo?: unknown;
  cover_page?: unknown;
}): Promise<NewsUploads> {
  const uploads: NewsUploads = {};
  for (const slot of ['logo', 'cover_page'] as const) {
    const file = args[slot];
    if (isUploadedFile(file)) {
      uploads[slot] = await readImageUpload(file, {
        field: slot,
        invalidMessage: invalid[slot],
        maxBytes: NEWS_IMAGE_MAX_BYTES,
      });
    }
  }
  return uploads;
}

/**
 * Stores the checked files, runs `write` (the transaction) and, if anything fails, removes the
 * files stored here, so a refused or failed call leaves no file behind.
 */
export async function withStoredNewsFiles<T>(
  ctx: GraphQLContext,
  uploads: NewsUploads,
  write: (stored: Partial<Record<NewsSlot, StoredNewsFile>>) => Promise<T>,
): Promise<T> {
  const storage = fileStorageFor(ctx.config);
  const written: string[] = [];
  try {
    const stored: Partial<Record<NewsSlot, StoredNewsFile>> = {};
    for (const slot of ['logo', 'cover_page'] as const) {
      const file = uploads[slot];
      if (!file) continue;
      const saved = await storage.put(newStorageKey('news', file.extension), file.bytes, file.mime);
      written.push(saved.path);
      stored[slot] = {
        url: saved.url,
        path: saved.path,
        file_name: file.fileName,
        extension: file.extension,
        mime: file.mime,
        size: file.size,
      };
    }
    return await write(stored);
  } catch (error) {
    await removeFiles(storage, written);
    throw error;
  }
}

/** After a commit: the files of replaced media rows go. */
export async function removeReplacedNewsFiles(ctx: GraphQLContext, paths: readonly string[]) {
  if (paths.length) await removeFiles(fileStorageFor(ctx.config), paths);
}
