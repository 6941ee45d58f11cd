import { linkSigner } from '../../auth/signed-links';
import type { Config } from '../../config';

// Download links of export jobs: `/api/exports/{id}/download?token={expires}.{signature}`. The
// signature binds the job, its requester and the expiry, so a leaked link is useless to another
// account and stops working after an hour; the route also demands the Authorization header.

/** How long a link works, in seconds. */
export const EXPORT_LINK_TTL_SECONDS = 3600;

// The purpose names the signing key: links signed before the shared signer still verify.
const exportLinks = linkSigner('export-download-links/v1', EXPORT_LINK_TTL_SECONDS);

/** The signed token alone (`{expiresAtEpochSeconds}.{signature}`). */
export function exportToken(
  config: Pick<Config, 'jwtSecret'>,
  jobId: string,
  userId: number,
  now = Date.now(),
): string {
  return exportLinks.token(config, [jobId, userId], now);
}

/** Path of the job's file for its requester, valid one hour from `now`. */
export function exportDownloadUrl(
  config: Pick<Config, 'jwtSecret'>,
  jobId: string,
  userId: number,
  now = Date.now(),
): string {
  const token = exportToken(config, jobId, userId, now);
  return `/api/exports/${encodeURIComponent(jobId)}/download?token=${encodeURIComponent(token)}`;
}

/** True when `token` was issued for this job and user and has not expired. */
export function verifyExportToken(
  config: Pick<Config, 'jwtSecret'>,
  jobId: string,
  userId: number,
  token: string,
  now = Date.now(),
): boolean {
  return exportLinks.verify(config, [jobId, userId], token, now);
}
