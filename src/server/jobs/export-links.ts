import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';

// Download links of export jobs: `/api/exports/{id}/download?token={expires}.{signature}`. The
// signature binds the job, its requester and the expiry, so a leaked link is useless to another
// account and stops working after an hour; the route also demands the Authorization header.

/** How long a link works, in seconds. */
export const EXPORT_LINK_TTL_SECONDS = 3600;

// A key of its own (derived from the JWT secret) so a signature can never double as anything else.
function linkKey(config: Pick<Config, 'jwtSecret'>): Buffer {
  return createHmac('sha256', config.jwtSecret).update('export-download-links/v1').digest();
}

function sign(config: Pick<Config, 'jwtSecret'>, jobId: string, userId: number, expires: number) {
  return createHmac('sha256', linkKey(config))
    .update(`${jobId}.${userId}.${expires}`)
    .digest('base64url');
}

/** The signed token alone (`{expiresAtEpochSeconds}.{signature}`). */
export function exportToken(
  config: Pick<Config, 'jwtSecret'>,
  jobId: string,
  userId: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + EXPORT_LINK_TTL_SECONDS;
  return `${expires}.${sign(config, jobId, userId, expires)}`;
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
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(sign(config, jobId, userId, expires));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
