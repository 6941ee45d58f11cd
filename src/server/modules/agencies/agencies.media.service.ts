import { agencyMessages } from '../../../shared/schemas/agencies';
import {
  isUploadedFile,
  newStorageKey,
  readImageUpload,
  type FileStorage,
  type ImageUpload,
} from '../../storage';
import type { AgencyMediaSlot, NewAgencyMedia } from './agencies.repository';

interface PendingImage {
  slot: AgencyMediaSlot;
  image: ImageUpload;
}

const RULES = {
  logo: { field: 'logo', invalidMessage: agencyMessages.logoInvalid },
  cover_page: { field: 'cover_page', invalidMessage: agencyMessages.coverInvalid },
} as const;

/**
 * The images sent with a create or edit, checked by content. Only real files count (spec §5:
 * "sent only if they are real file objects"); a missing or non-file slot keeps what is stored.
 */
export async function readAgencyImages(args: {
  logo?: unknown;
  cover_page?: unknown;
}): Promise<PendingImage[]> {
  const pending: PendingImage[] = [];
  for (const slot of ['logo', 'cover_page'] as const) {
    const file = args[slot];
    if (isUploadedFile(file))
      pending.push({ slot, image: await readImageUpload(file, RULES[slot]) });
  }
  return pending;
}

/** Removes stored files, logging (not throwing) failures: it runs after the outcome is decided. */
export async function removeFiles(storage: FileStorage, paths: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(paths.map((path) => storage.remove(path)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.warn(`No se pudo borrar el archivo ${paths[i]}.`);
  });
}

/** Stores the checked images before the transaction; on failure none of them stays behind. */
export async function storeImages(
  storage: FileStorage,
  pending: readonly PendingImage[],
): Promise<NewAgencyMedia[]> {
  const stored: NewAgencyMedia[] = [];
  try {
    for (const { slot, image } of pending) {
      const file = await storage.put(
        newStorageKey('agencies', image.extension),
        image.bytes,
        image.mime,
      );
      stored.push({
        collection: slot,
        url: file.url,
        path: file.path,
        file_name: image.fileName,
        extension: image.extension,
        mime: image.mime,
        size: image.size,
      });
    }
    return stored;
  } catch (error) {
    await removeFiles(
      storage,
      stored.map((media) => media.path),
    );
    throw error;
  }
}
