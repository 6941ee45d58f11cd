import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  invalidKey,
  isSafeKey,
  isSafePrefix,
  type FileStorage,
  type StoredEntry,
  type StoredFile,
  type StoredObject,
} from './file-storage';
import { STORAGE_URL_PREFIX } from './local-storage';

/** What STORAGE_URL names: `s3://bucket[/folder]?endpoint=…&region=…&forcePathStyle=1`. */
export interface S3Location {
  bucket: string;
  /** The folder of the deployment in the bucket ('' or ending in '/'). */
  folder: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
}

export function parseS3Url(value: string): S3Location {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || url.protocol !== 's3:' || !url.hostname) {
    throw new Error('STORAGE_URL no válida: se espera s3://bucket?endpoint=…&region=…');
  }
  const folder = url.pathname.replace(/^\/+|\/+$/g, '');
  if (folder && !isSafeKey(folder)) throw new Error(`STORAGE_URL no válida: carpeta «${folder}»`);
  const params = url.searchParams;
  const flag = params.get('forcePathStyle');
  return {
    bucket: url.hostname,
    folder: folder ? `${folder}/` : '',
    endpoint: params.get('endpoint') || undefined,
    region: params.get('region') || 'us-east-1',
    forcePathStyle: flag === '1' || flag === 'true',
  };
}

/**
 * One client per bucket location. Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID
 * and AWS_SECRET_ACCESS_KEY, a profile, an instance role). Checksums only where the API requires
 * them: the SDK's newer default trailers are refused by several S3-compatible services.
 */
export function s3ClientFor(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404); // prettier-ignore

/**
 * Files in an S3-compatible bucket, under one area of the deployment's folder (`public/` or
 * `private/`): a key of one storage can never name an object of the other. Nothing is ever made
 * publicly readable; this server streams every file, after its own checks.
 */
export class S3FileStorage implements FileStorage {
  private readonly root: string;

  constructor(
    private readonly client: S3Client,
    private readonly location: S3Location,
    area: 'public' | 'private',
  ) {
    this.root = `${location.folder}${area}/`;
  }

  private objectKey(key: string): string {
    if (!isSafeKey(key)) throw invalidKey(key);
    return this.root + key;
  }

  async put(key: string, bytes: Uint8Array, mime: string): Promise<StoredFile> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: mime,
        ContentLength: bytes.byteLength,
      }),
    );
    return { url: `${STORAGE_URL_PREFIX}/${key}`, path: key };
  }

  async putStream(key: string, body: Readable, mime: string): Promise<StoredFile> {
    // A multipart upload (one plain PUT for a small body): the object appears on completion only.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: this.objectKey(key), Body: body, ContentType: mime }, // prettier-ignore
    });
    await upload.done();
    return { url: `${STORAGE_URL_PREFIX}/${key}`, path: key };
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error('S3 answered without a readable body');
      return {
        body,
        size: answer.ContentLength ?? 0,
        type: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async *list(prefix = ''): AsyncGenerator<StoredEntry> {
    if (!isSafePrefix(prefix)) throw invalidKey(prefix);
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.location.bucket, Prefix: this.root + prefix },
    );
    for await (const page of pages) {
      for (const item of page.Contents ?? []) {
        const key = item.Key?.slice(this.root.length) ?? '';
        if (!isSafeKey(key)) continue;
        yield { key, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
      }
    }
  }

  async *keys(prefix = ''): AsyncGenerator<string> {
    for await (const entry of this.list(prefix)) yield entry.key;
  }

  async remove(path: string): Promise<void> {
    if (!isSafeKey(path)) return;
    // Deleting a missing object succeeds: no existence check needed.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(path) }),
    );
  }

  /** Interrupted multipart uploads are the bucket's lifecycle rule's to clean (docs). */
  async sweep(prefix: string, before: Date): Promise<number> {
    const old: string[] = [];
    for await (const entry of this.list(prefix)) if (entry.modifiedAt < before) old.push(entry.key);
    for (const key of old) await this.remove(key);
    return old.length;
  }
}
