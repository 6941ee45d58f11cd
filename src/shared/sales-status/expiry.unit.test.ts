import { describe, expect, it } from 'vitest';
import { expiresAt, expiryCutoff, expiryText, localDay, startOfLocalDay } from './expiry';

const at = (iso: string) => new Date(iso);

describe('expiresAt (Chile calendar days)', () => {
  it('expires at the start of local day D+N+1, whatever the hour of creation', () => {
    // 2026-12-01 is summer time (UTC-3): local midnight is 03:00 UTC.
    expect(expiresAt(at('2026-12-01T03:00:00Z'), 3)?.toISOString()).toBe(
      '2026-12-05T03:00:00.000Z',
    );
    // 23:59 local on the 1st is still day D.
    expect(expiresAt(at('2026-12-02T02:59:00Z'), 3)?.toISOString()).toBe(
      '2026-12-05T03:00:00.000Z',
    );
    // 00:00 local on the 2nd is the next day.
    expect(expiresAt(at('2026-12-02T03:00:00Z'), 3)?.toISOString()).toBe(
      '2026-12-06T03:00:00.000Z',
    );
  });

  it('expires nothing when the project sets no validity', () => {
    expect(expiresAt(at('2026-12-01T15:00:00Z'), null)).toBeNull();
    expect(expiresAt(at('2026-12-01T15:00:00Z'), 0)).toBeNull();
    expect(expiryCutoff(at('2026-12-01T15:00:00Z'), undefined)).toBeNull();
  });

  it('counts across the April change (clocks go back at midnight, UTC-3 to UTC-4)', () => {
    // Created Friday 2026-04-03 at 10:00 local (UTC-3), valid 2 days: through Sunday the 5th,
    // which starts after the change, so local midnight of Monday the 6th is 04:00 UTC.
    expect(expiresAt(at('2026-04-03T13:00:00Z'), 2)?.toISOString()).toBe(
      '2026-04-06T04:00:00.000Z',
    );
    expect(startOfLocalDay(localDay(at('2026-04-05T12:00:00Z'))).toISOString()).toBe(
      '2026-04-05T04:00:00.000Z',
    );
  });

  it('counts across the September change (00:00 does not exist; the day starts at 01:00)', () => {
    // Sunday 2026-09-06 starts at 01:00 local (UTC-3) = 04:00 UTC.
    expect(expiresAt(at('2026-09-04T15:00:00Z'), 1)?.toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
    expect(expiresAt(at('2026-09-04T15:00:00Z'), 2)?.toISOString()).toBe(
      '2026-09-07T03:00:00.000Z',
    );
  });

  it('gives the sweep a bound that agrees with expiresAt at every hour of a DST month', () => {
    const now = at('2026-09-08T12:00:00Z');
    const cutoff = expiryCutoff(now, 3);
    for (let h = 0; h < 24 * 12; h += 1) {
      const created = new Date(Date.parse('2026-08-30T00:00:00Z') + h * 3600_000);
      const expired = (expiresAt(created, 3)?.getTime() ?? Infinity) <= now.getTime();
      expect(created < cutoff!, created.toISOString()).toBe(expired);
    }
  });
});

describe('expiryText', () => {
  const expires = at('2026-12-06T03:00:00Z'); // last valid day: 05-12-2026
  it('counts local days until the last valid day', () => {
    expect(expiryText(expires, at('2026-12-05T20:00:00Z')).label).toBe('Vence hoy');
    expect(expiryText(expires, at('2026-12-04T20:00:00Z')).label).toBe('Vence mañana');
    // 23:30 local on the 3rd: two calendar days, though fewer than 48 hours.
    expect(expiryText(expires, at('2026-12-04T02:30:00Z')).label).toBe('Vence en 2 días');
    expect(expiryText(expires, at('2026-11-20T12:00:00Z'))).toEqual({
      label: 'Vence el 05-12-2026',
      date: 'Vence el 05-12-2026',
      tone: 'later',
    });
  });

  it('reads «Vencida» from the deadline on', () => {
    expect(expiryText(expires, expires)).toMatchObject({ label: 'Vencida', tone: 'expired' });
    expect(expiryText(expires, at('2026-12-06T02:59:59Z')).label).toBe('Vence hoy');
  });
});
