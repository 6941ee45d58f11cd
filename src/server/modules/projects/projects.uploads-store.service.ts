import type { GraphQLContext } from '../../context';
import { fileStorageFor, newStorageKey, type FileStorage } from '../../storage';
import type { CheckedFile, ProjectFileKind, ProjectUploads } from './projects.uploads.service';

/** A stored file, as a `medias` or `project_files` row keeps it. */
export interface StoredFile {
  url: string;
  path: string;
  file_name: string;
  extension: string;
  mime: string;
  size: number;
}

export interface StoredUploads {
  logo?: StoredFile;
  cover_page?: StoredFile;
  gallery: StoredFile[];
  files: { kind: ProjectFileKind; stored: StoredFile }[];
  contactPhotos: Map<number, StoredFile>;
}

/** Removes stored files, logging (not throwing) failures: it runs after the outcome is decided. */
export async function removeFiles(storage: FileStorage, paths: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(paths.map((path) => storage.remove(path)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.warn(`No se pudo borrar el archivo ${paths[i]}.`);
  });
}

async function put(storage: FileStorage, file: CheckedFile, into: string[]): Promise<StoredFile> {
  const saved = await storage.put(newStorageKey('projects', file.extension), file.bytes, file.mime);
  into.push(saved.path);
  return {
    url: saved.url,
    path: saved.path,
    file_name: file.fileName,
    extension: file.extension,
    mime: file.mime,
    size: file.size,
  };
}

/**
 * Stores the checked files, runs `write` (the transaction) and, if anything fails, removes every
 * file stored here, so a refused or failed call leaves no file behind. Returns what `write` did.
 */
export async function withStoredUploads<T>(
  ctx: GraphQLContext,
  uploads: ProjectUploads,
  write: (stored: StoredUploads) => Promise<T>,
): Promise<T> {
  const storage = fileStorageFor(ctx.config);
  const written: string[] = [];
  try {
    const stored: StoredUploads = {
      gallery: [],
      files: [],
      contactPhotos: new Map(),
    };
    if (uploads.logo) stored.logo = await put(storage, uploads.logo, written);
    if (uploads.cover_page) stored.cover_page = await put(storage, uploads.cover_page, written);
    for (const file of uploads.gallery) stored.gallery.push(await put(storage, file, written));
    for (const { kind, file } of uploads.files) {
      stored.files.push({ kind, stored: await put(storage, file, written) });
    }
    for (const [index, file] of uploads.contactPhotos) {
      stored.contactPhotos.set(index, await put(storage, file, written));
    }
    return await write(stored);
  } catch (error) {
    await removeFiles(storage, written);
    throw error;
  }
}

/** After a commit: the files of replaced rows go. */
export async function removeReplacedFiles(ctx: GraphQLContext, paths: readonly string[]) {
  if (paths.length) await removeFiles(fileStorageFor(ctx.config), paths);
}
