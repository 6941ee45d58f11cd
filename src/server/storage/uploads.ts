import { randomUUID } from 'node:crypto';
import { appError } from '../kernel/errors';
import { detectImage, type ImageFormat } from './images';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const fileTooLarge = (maxBytes: number) =>
  `El archivo supera el máximo de ${Math.round(maxBytes / (1024 * 1024))} MB.`;

/** What graphql-yoga hands a resolver for an `Upload` argument (a WHATWG File). */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * True for a real uploaded file. yoga's File is a ponyfill that is not always `instanceof File`,
 * so the check is structural. Anything else sent in an Upload slot (a URL echoed back by a
 * client, an empty string) is not a file and means "no new file".
 */
export function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== 'object' || value === null) return false;
  return (
    typeof Reflect.get(value, 'arrayBuffer') === 'function' &&
    typeof Reflect.get(value, 'size') === 'number' &&
    typeof Reflect.get(value, 'name') === 'string'
  );
}

/** A checked image, ready for `FileStorage.put`. */
export interface ImageUpload {
  bytes: Uint8Array;
  mime: string;
  extension: string;
  /** The sender's file name, cleaned, for display and audits only (never a path). */
  fileName: string;
  size: number;
}

export interface ImageRules {
  /** The argument name, for `extensions.fields`. */
  field: string;
  /** The Spanish message when the content is not an accepted image. */
  invalidMessage: string;
  maxBytes?: number;
  formats?: readonly ImageFormat[];
}

function badInput(field: string, message: string) {
  return appError('BAD_USER_INPUT', message, { fields: { [field]: message } });
}

export function cleanFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters could forge lines in logs and headers: they go.
  const printable = [...base].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f;
  });
  const cleaned = printable.join('').trim().slice(0, 200);
  return cleaned || `archivo.${extension}`;
}

/**
 * Reads an uploaded image and checks it by content: the size first (before reading it all), then
 * the magic bytes. Fails with BAD_USER_INPUT and a Spanish message; nothing is stored here.
 */
export async function readImageUpload(file: UploadedFile, rules: ImageRules): Promise<ImageUpload> {
  const maxBytes = rules.maxBytes ?? MAX_IMAGE_BYTES;
  const formats = rules.formats ?? ['jpeg', 'png', 'webp'];
  if (file.size > maxBytes) throw badInput(rules.field, fileTooLarge(maxBytes));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw badInput(rules.field, fileTooLarge(maxBytes));
  const kind = detectImage(bytes);
  if (!kind || !formats.includes(kind.format)) throw badInput(rules.field, rules.invalidMessage);
  return {
    bytes,
    mime: kind.mime,
    extension: kind.extension,
    fileName: cleanFileName(file.name, kind.extension),
    size: bytes.byteLength,
  };
}

/** A fresh storage key under `folder`, with the extension of the detected content. */
export function newStorageKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}
