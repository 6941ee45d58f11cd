/** The image formats the platform accepts, recognised by their first bytes, never by name. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export interface ImageKind {
  format: ImageFormat;
  mime: string;
  extension: string;
}

const KINDS: Record<ImageFormat, ImageKind> = {
  jpeg: { format: 'jpeg', mime: 'image/jpeg', extension: 'jpg' },
  png: { format: 'png', mime: 'image/png', extension: 'png' },
  webp: { format: 'webp', mime: 'image/webp', extension: 'webp' },
  gif: { format: 'gif', mime: 'image/gif', extension: 'gif' },
};

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The format of an image from its magic bytes, or null when it is none of the known ones. */
export function detectImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return KINDS.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return KINDS.webp;
  }
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return KINDS.gif;
  return null;
}

/** Content types the storage route serves, by the extension the storage key carries. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
