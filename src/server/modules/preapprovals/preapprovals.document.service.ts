import { canCallRest, matchRestRule } from '../../../shared/access';
import type { Config } from '../../config';
import type { Viewer } from '../../context';
import { appError } from '../../kernel';
import { subjectOf } from '../../graphql/authorize';
import {
  cleanFileName,
  detectImage,
  fileStorageFor,
  fileTooLarge,
  newStorageKey,
  type FileStorage,
  type StorageConfig,
  type UploadedFile,
} from '../../storage';
import { documentToken } from './preapprovals.document-links.service';
import { preapprovalMessages } from './preapprovals.access.service';

// A pre-approval's document holds a buyer's income, debts and identity: it is never a public file.
// It goes to the private storage (STORAGE_DIR + '-private', or the bucket's private/ area, which
// the /storage route cannot reach) and is served only by GET /api/preapprovals/:id/document, which
// checks the viewer's role and agency scope on every request (the signer's, for a signed link).

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_FOLDER = 'preapprovals';

export interface DocumentKind {
  mime: string;
  extension: string;
}

export interface DocumentUpload extends DocumentKind {
  bytes: Uint8Array;
  /** The sender's file name, cleaned: shown in the audit only, never a path. */
  fileName: string;
}

const PDF: DocumentKind = { mime: 'application/pdf', extension: 'pdf' };
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** A PDF, PNG or JPEG recognised by its first bytes (never by its name or declared type). */
export function detectDocument(bytes: Uint8Array): DocumentKind | null {
  if (PDF_MAGIC.every((byte, i) => bytes[i] === byte)) return PDF;
  const image = detectImage(bytes);
  return image && (image.format === 'png' || image.format === 'jpeg') ? image : null;
}

const badFile = (message: string) => appError('BAD_USER_INPUT', message, { field: 'file', fields: { file: message } }); // prettier-ignore

/** Reads and checks an uploaded document: size first (before reading it all), then content. */
export async function readDocumentUpload(file: UploadedFile): Promise<DocumentUpload> {
  if (file.size > MAX_DOCUMENT_BYTES) throw badFile(fileTooLarge(MAX_DOCUMENT_BYTES));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) throw badFile(fileTooLarge(MAX_DOCUMENT_BYTES));
  const kind = detectDocument(bytes);
  if (!kind) throw badFile(preapprovalMessages.documentInvalid);
  return { ...kind, bytes, fileName: cleanFileName(file.name, kind.extension) };
}

/** The private storage of pre-approval documents. */
export function documentStorage(config: StorageConfig): FileStorage {
  return fileStorageFor(config, 'private');
}

export const newDocumentKey = (extension: string) => newStorageKey(DOCUMENT_FOLDER, extension);

/** A document_url column that names an outside address (kept from an older system) as it is. */
export const isExternalUrl = (value: string) => /^https?:\/\//i.test(value);

export const DOCUMENT_ROUTE = '/api/preapprovals/:id/document';
const documentRule = () => matchRestRule('GET', DOCUMENT_ROUTE.replace(':id', '0'))?.rule;

/**
 * The contract's `document_url`: the API route that serves the stored file, with a token signed
 * for this viewer (preapproval-document-links.ts) so it opens as a plain link in a new tab, for
 * one hour. Null for viewers whose role may not open it (a link that only answers 403 helps
 * nobody) and when there is no document.
 */
export function documentUrl(
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  viewer: Viewer | null,
  row: { id: number; document_url: string | null },
  now = Date.now(),
): string | null {
  if (!row.document_url) return null;
  const rule = documentRule();
  if (!viewer || !rule || !canCallRest(rule, subjectOf(viewer))) return null;
  if (isExternalUrl(row.document_url)) return row.document_url;
  const base = config.publicUrl.replace(/\/+$/, '');
  const link = { preapprovalId: row.id, userId: viewer.id, documentKey: row.document_url };
  const token = documentToken(config, link, now);
  return `${base}${DOCUMENT_ROUTE.replace(':id', String(row.id))}?token=${encodeURIComponent(token)}`;
}
