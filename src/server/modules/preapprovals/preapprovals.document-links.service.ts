import { linkSigner } from '../../auth/signed-links';
import type { Config } from '../../config';

// The document opens from a plain link in a new tab, where no Authorization header can go:
// `?token={userId}.{expires}.{signature}`. The signature binds the pre-approval, the viewer it was
// issued to and the stored document, so a link is useless on another record, dies when the
// document is replaced and expires after an hour. The user id rides in the token because nothing
// else names the holder; the route reads that user's access again before serving.

/** How long a link works, in seconds. */
export const DOCUMENT_LINK_TTL_SECONDS = 3600;

const documentLinks = linkSigner('preapproval-document-links/v1', DOCUMENT_LINK_TTL_SECONDS);

export interface DocumentLink {
  preapprovalId: number;
  userId: number;
  /** The storage key of the document the link was issued for. */
  documentKey: string;
}

// The key goes last: the ids and the expiry are digits, so a dot in the key cannot blur the parts.
const partsOf = (link: DocumentLink) => [link.preapprovalId, link.userId, link.documentKey];

/** The token of the `token` query parameter, valid one hour from `now`. */
export function documentToken(
  config: Pick<Config, 'jwtSecret'>,
  link: DocumentLink,
  now = Date.now(),
): string {
  return `${link.userId}.${documentLinks.token(config, partsOf(link), now)}`;
}

/**
 * The user a token was signed for, when it was signed for this pre-approval and this document and
 * has not expired; null otherwise.
 */
export function documentTokenUser(
  config: Pick<Config, 'jwtSecret'>,
  record: Omit<DocumentLink, 'userId'>,
  token: string,
  now = Date.now(),
): number | null {
  const match = /^([1-9]\d{0,9})\.(.+)$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const valid = documentLinks.verify(config, partsOf({ ...record, userId }), match[2] ?? '', now);
  return valid ? userId : null;
}
