import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';

// Links that must work where no Authorization header can go (a download, a document opened in a
// new tab) yet stay private: the token `{expiresAtEpochSeconds}.{signature}` signs what the link
// is for (the record, who asked for it, …) and when it stops working. Each purpose signs with a
// key of its own, derived from the JWT secret, so a signature can never double as another
// purpose's link or as anything else.

type Secret = Pick<Config, 'jwtSecret'>;

/** What a link is bound to. Joined with '.', so only the last part may itself contain a dot. */
export type LinkParts = readonly (string | number)[];

export interface LinkSigner {
  /** How long a token works, in seconds. */
  ttlSeconds: number;
  /** The token for these parts, valid `ttlSeconds` from `now`. */
  token(config: Secret, parts: LinkParts, now?: number): string;
  /** True when `token` was issued for exactly these parts, by this server, and has not expired. */
  verify(config: Secret, parts: LinkParts, token: string, now?: number): boolean;
}

export function linkSigner(purpose: string, ttlSeconds: number): LinkSigner {
  const keyOf = (config: Secret) => createHmac('sha256', config.jwtSecret).update(purpose).digest();
  const sign = (config: Secret, parts: LinkParts, expires: number) =>
    createHmac('sha256', keyOf(config))
      .update([...parts, expires].join('.'))
      .digest('base64url');
  return {
    ttlSeconds,
    token(config, parts, now = Date.now()) {
      const expires = Math.floor(now / 1000) + ttlSeconds;
      return `${expires}.${sign(config, parts, expires)}`;
    },
    verify(config, parts, token, now = Date.now()) {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires * 1000 <= now) return false;
      const expected = Buffer.from(sign(config, parts, expires));
      const given = Buffer.from(match[2] ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
