import { describe, expect, it } from 'vitest';
import { linkSigner } from '../../auth/signed-links';
import { documentToken, documentTokenUser } from './preapprovals.document-links.service';

const config = { jwtSecret: 'secreto-de-prueba-para-enlaces' };
const NOW = Date.UTC(2025, 2, 14, 15, 30);
const KEY = 'preapprovals/5b1e7c2a-4d3f-4a8e-9b6c-1f2e3d4c5b6a.pdf';
const LINK = { preapprovalId: 318, userId: 42, documentKey: KEY };
const RECORD = { preapprovalId: 318, documentKey: KEY };

describe('pre-approval document links', () => {
  it('names the viewer it was signed for, for one hour', () => {
    const token = documentToken(config, LINK, NOW);
    expect(token).toMatch(/^42\.\d+\.[\w-]{43}$/);
    expect(documentTokenUser(config, RECORD, token, NOW)).toBe(42);
    expect(documentTokenUser(config, RECORD, token, NOW + 59 * 60_000)).toBe(42);
    expect(documentTokenUser(config, RECORD, token, NOW + 60 * 60_000)).toBeNull();
  });

  it('refuses another record, another document, another key or a tampered token', () => {
    const token = documentToken(config, LINK, NOW);
    expect(documentTokenUser(config, { ...RECORD, preapprovalId: 319 }, token, NOW)).toBeNull();
    expect(documentTokenUser(config, { ...RECORD, documentKey: KEY.replace('.pdf', '.png') }, token, NOW)).toBeNull(); // prettier-ignore
    expect(documentTokenUser({ jwtSecret: 'otra-clave' }, RECORD, token, NOW)).toBeNull();
    const [user, expires, signature = ''] = token.split('.');
    // Another holder, or a longer life, breaks the signature.
    expect(documentTokenUser(config, RECORD, `43.${expires}.${signature}`, NOW)).toBeNull();
    expect(documentTokenUser(config, RECORD, `${user}.${Number(expires) + 3600}.${signature}`, NOW)).toBeNull(); // prettier-ignore
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(documentTokenUser(config, RECORD, `${user}.${expires}.${flipped}`, NOW)).toBeNull();
    for (const bad of [
      '',
      '42',
      `${expires}.${signature}`,
      `0.${expires}.${signature}`,
      `x.${expires}.${signature}`,
    ]) {
      expect(documentTokenUser(config, RECORD, bad, NOW)).toBeNull();
    }
  });

  it('is not an export link: the same parts signed for another purpose do not open it', () => {
    const exportLinks = linkSigner('export-download-links/v1', 3600);
    const forged = `42.${exportLinks.token(config, [318, 42, KEY], NOW)}`;
    expect(documentTokenUser(config, RECORD, forged, NOW)).toBeNull();
    const ours = linkSigner('preapproval-document-links/v1', 3600);
    expect(documentTokenUser(config, RECORD, `42.${ours.token(config, [318, 42, KEY], NOW)}`, NOW)).toBe(42); // prettier-ignore
  });
});
