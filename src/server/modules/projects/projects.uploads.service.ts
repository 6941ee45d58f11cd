import { projectMessages as m } from '../../../shared/schemas/projects';
import {
  cleanFileName,
  detectImage,
  fileTooLarge,
  isUploadedFile,
  readImageUpload,
  type ImageUpload,
  type UploadedFile,
} from '../../storage';
import { fieldError } from '../../kernel';

// The files of createProject / editProject, read and checked by content before anything is
// stored or written: one refused file refuses the whole call. Only real files count (spec §5);
// anything else in an Upload slot means "no new file".

export const PROJECT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const BROCHURE_MAX_BYTES = 20 * 1024 * 1024;
export const VIEWER_360_MAX_BYTES = 50 * 1024 * 1024;

export type ProjectFileKind = 'brochure' | 'nube360' | 'tour360';

/** A checked upload, ready for `FileStorage.put`. */
export type CheckedFile = ImageUpload;

export interface ProjectUploads {
  logo?: CheckedFile;
  cover_page?: CheckedFile;
  gallery: CheckedFile[];
  files: { kind: ProjectFileKind; file: CheckedFile }[];
  /** Contact photos by the index of their entry in `contact_emails`. */
  contactPhotos: Map<number, CheckedFile>;
}

export interface UploadArgs {
  logo?: unknown;
  cover_page?: unknown;
  gallery?: readonly unknown[] | null;
  brochure?: unknown;
  nube360?: unknown;
  tour360?: unknown;
  contact_emails?: readonly { photo?: unknown }[] | null;
}

const image = (file: UploadedFile, field: string, invalidMessage: string) =>
  readImageUpload(file, { field, invalidMessage, maxBytes: PROJECT_IMAGE_MAX_BYTES });

const startsWith = (bytes: Uint8Array, signature: string) =>
  bytes.length >= signature.length &&
  [...signature].every((char, i) => bytes[i] === char.charCodeAt(0));

async function readBytes(file: UploadedFile, field: string, maxBytes: number, tooLarge: string) {
  if (file.size > maxBytes) throw fieldError(field, tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw fieldError(field, tooLarge);
  return bytes;
}

/** The brochure: a PDF (by its `%PDF-` header, whatever its name says), up to 20 MB. */
async function readBrochure(file: UploadedFile): Promise<CheckedFile> {
  const bytes = await readBytes(file, 'brochure', BROCHURE_MAX_BYTES, m.brochureTooLarge);
  if (!startsWith(bytes, '%PDF-')) throw fieldError('brochure', m.brochureInvalid);
  return {
    bytes,
    mime: 'application/pdf',
    extension: 'pdf',
    fileName: cleanFileName(file.name, 'pdf'),
    size: bytes.byteLength,
  };
}

/** A 360° asset: a JPG/PNG/WebP panorama or a ZIP of a packaged viewer, up to 50 MB. */
async function readViewer(file: UploadedFile, kind: 'nube360' | 'tour360'): Promise<CheckedFile> {
  const message = kind === 'nube360' ? m.nube360Invalid : m.tour360Invalid;
  const bytes = await readBytes(
    file,
    kind,
    VIEWER_360_MAX_BYTES,
    fileTooLarge(VIEWER_360_MAX_BYTES),
  );
  const picture = detectImage(bytes);
  const accepted = picture && picture.format !== 'gif' ? picture : null;
  const zip = startsWith(bytes, 'PK\x03\x04');
  if (!accepted && !zip) throw fieldError(kind, message);
  const extension = accepted ? accepted.extension : 'zip';
  return {
    bytes,
    mime: accepted ? accepted.mime : 'application/zip',
    extension,
    fileName: cleanFileName(file.name, extension),
    size: bytes.byteLength,
  };
}

/** Reads every real file of the call; throws BAD_USER_INPUT (by the field) at the first bad one. */
export async function readProjectUploads(args: UploadArgs): Promise<ProjectUploads> {
  const uploads: ProjectUploads = { gallery: [], files: [], contactPhotos: new Map() };
  if (isUploadedFile(args.logo)) uploads.logo = await image(args.logo, 'logo', m.logoInvalid);
  if (isUploadedFile(args.cover_page)) {
    uploads.cover_page = await image(args.cover_page, 'cover_page', m.coverInvalid);
  }
  for (const file of args.gallery ?? []) {
    if (isUploadedFile(file)) uploads.gallery.push(await image(file, 'gallery', m.galleryInvalid));
  }
  if (isUploadedFile(args.brochure)) {
    uploads.files.push({ kind: 'brochure', file: await readBrochure(args.brochure) });
  }
  for (const kind of ['nube360', 'tour360'] as const) {
    const file = args[kind];
    if (isUploadedFile(file)) uploads.files.push({ kind, file: await readViewer(file, kind) });
  }
  const contacts = args.contact_emails ?? [];
  for (const [index, entry] of contacts.entries()) {
    if (isUploadedFile(entry.photo)) {
      const photo = await image(entry.photo, 'contact_emails', m.contactPhotoInvalid);
      uploads.contactPhotos.set(index, photo);
    }
  }
  return uploads;
}
