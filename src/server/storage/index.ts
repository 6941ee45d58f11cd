import { resolve } from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage, parseS3Url, s3ClientFor } from './s3-storage';
import type { S3Client } from '@aws-sdk/client-s3';

export type { FileStorage, StoredEntry, StoredFile, StoredObject } from './file-storage';
export { isSafeKey } from './file-storage';
export { CONTENT_TYPES, detectImage, type ImageFormat, type ImageKind } from './images';
export { LocalFileStorage, STORAGE_URL_PREFIX, typeOfKey } from './local-storage';
export { S3FileStorage, parseS3Url } from './s3-storage';
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

/** What picks the storage: STORAGE_URL when set, else the local directory. */
export type StorageConfig = Pick<Config, 'storageDir' | 'storageUrl'>;

/**
 * `public`: files served to anyone at `/storage/<key>` (logos, covers, galleries). `private`:
 * files only an authorizing route serves (pre-approval documents, exports, import error sheets),
 * in `${STORAGE_DIR}-private` or under the bucket's `private/`, never reachable at `/storage`.
 */
export type StorageArea = 'public' | 'private';

// One storage per place for the whole process: modules ask for it with the request's config
// instead of carrying it on every context, and both areas of one bucket share a client.
const storages = new Map<string, FileStorage>();
const clients = new Map<string, S3Client>();

function s3StorageFor(url: string, area: StorageArea): FileStorage {
  let client = clients.get(url);
  const location = parseS3Url(url);
  if (!client) {
    client = s3ClientFor(location);
    clients.set(url, client);
  }
  return new S3FileStorage(client, location, area);
}

/** The one way to the platform's files: the driver STORAGE_URL names, or the local directory. */
export function fileStorageFor(config: StorageConfig, area: StorageArea = 'public'): FileStorage {
  const place = config.storageUrl
    ? `${area} ${config.storageUrl}`
    : resolve(area === 'public' ? config.storageDir : `${config.storageDir}-private`);
  let storage = storages.get(place);
  if (!storage) {
    storage = config.storageUrl
      ? s3StorageFor(config.storageUrl, area)
      : new LocalFileStorage(place);
    storages.set(place, storage);
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
