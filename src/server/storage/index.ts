import type { Config } from '../config';
import { LocalFileStorage } from './local-storage';

export type { FileStorage, StoredFile } from './file-storage';
export { isSafeKey } from './file-storage';
export { detectImage, type ImageFormat, type ImageKind } from './images';
export { LocalFileStorage, STORAGE_URL_PREFIX } from './local-storage';
export { registerStorageRoutes } from './storage.routes';
export {
  MAX_IMAGE_BYTES,
  cleanFileName,
  fileTooLarge,
  isUploadedFile,
  newStorageKey,
  readImageUpload,
  type ImageRules,
  type ImageUpload,
  type UploadedFile,
} from './uploads';

// One storage per directory for the whole process: modules ask for it with the request's config
// instead of carrying it on every context.
const byRoot = new Map<string, LocalFileStorage>();

export function fileStorageFor(config: Pick<Config, 'storageDir'>): LocalFileStorage {
  let storage = byRoot.get(config.storageDir);
  if (!storage) {
    storage = new LocalFileStorage(config.storageDir);
    byRoot.set(config.storageDir, storage);
  }
  return storage;
}

/**
 * The absolute URL of a stored file, as the contract's Media.url and full_url give it: relative
 * storage URLs get the server's PUBLIC_URL in front, so an SPA served from another origin
 * (VITE_API_URL) still loads them. Already absolute URLs are kept.
 */
export function publicFileUrl(config: Pick<Config, 'publicUrl'>, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${config.publicUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}
