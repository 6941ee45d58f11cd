import { describe, expect, it } from 'vitest';
import { exportDownloadUrl, exportToken, verifyExportToken } from './exports.links.service';

const config = { jwtSecret: 'secreto-de-prueba-para-enlaces' };
const JOB = '3f6c2a1e-8b4d-4e7a-9c0f-5a2b1d3e4f60';
const NOW = Date.UTC(2025, 2, 14, 15, 30);

function tokenOf(url: string): string {
  return new URL(url, 'http://localhost').searchParams.get('token') ?? '';
}

describe('export download links', () => {
  it('points at the job and carries a token valid for its user', () => {
    const url = exportDownloadUrl(config, JOB, 42, NOW);
    expect(url).toMatch(new RegExp(`^/api/exports/${JOB}/download\\?token=\\d+\\.[\\w-]{43}$`));
    expect(verifyExportToken(config, JOB, 42, tokenOf(url), NOW)).toBe(true);
    expect(verifyExportToken(config, JOB, 42, tokenOf(url), NOW + 59 * 60_000)).toBe(true);
  });

  it('expires after one hour', () => {
    const token = exportToken(config, JOB, 42, NOW);
    expect(verifyExportToken(config, JOB, 42, token, NOW + 60 * 60_000)).toBe(false);
    expect(verifyExportToken(config, JOB, 42, token, NOW + 2 * 60 * 60_000)).toBe(false);
  });

  it('refuses another user, another job, another key or a tampered token', () => {
    const token = exportToken(config, JOB, 42, NOW);
    expect(verifyExportToken(config, JOB, 43, token, NOW)).toBe(false);
    expect(verifyExportToken(config, JOB.replace('3f', '4f'), 42, token, NOW)).toBe(false);
    expect(verifyExportToken({ jwtSecret: 'otra-clave' }, JOB, 42, token, NOW)).toBe(false);
    const [expires, signature] = token.split('.');
    // Stretching the expiry breaks the signature.
    expect(verifyExportToken(config, JOB, 42, `${Number(expires) + 3600}.${signature}`, NOW)).toBe(
      false,
    );
    const flipped = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expect(verifyExportToken(config, JOB, 42, `${expires}.${flipped}`, NOW)).toBe(false);
    for (const bad of ['', 'abc', `${expires}`, `${expires}.`, `x.${signature}`]) {
      expect(verifyExportToken(config, JOB, 42, bad, NOW)).toBe(false);
    }
  });
});
