import { describe, expect, it } from 'vitest';
import { attemptOutcome, nextWaitMs } from './webhooks.outcome.service';

const answer = (statusCode: number | null, retryAfterMs: number | null = null) => ({
  statusCode,
  body: statusCode === null ? '' : 'cuerpo',
  error: statusCode === null ? 'Tiempo de espera agotado.' : null,
  retryAfterMs,
});

describe('webhook attempt outcomes', () => {
  it('reads 2xx as delivered, 5xx, 429 and network errors as retries', () => {
    expect(attemptOutcome(answer(200))).toMatchObject({ kind: 'delivered', message: 'Entregado' });
    expect(attemptOutcome(answer(204)).kind).toBe('delivered');
    expect(attemptOutcome(answer(500)).kind).toBe('retry');
    expect(attemptOutcome(answer(503, 7000))).toMatchObject({ kind: 'retry', retryAfterMs: 7000 });
    expect(attemptOutcome(answer(429, 2000))).toMatchObject({ kind: 'retry', retryAfterMs: 2000 });
    expect(attemptOutcome(answer(null))).toMatchObject({
      kind: 'retry',
      message: 'Tiempo de espera agotado.',
      responseBody: null,
    });
  });

  it('does not retry redirects and other 4xx, and reads 410 as gone', () => {
    expect(attemptOutcome(answer(302)).kind).toBe('final');
    expect(attemptOutcome(answer(301)).message).toMatch(/redirección/);
    expect(attemptOutcome(answer(400)).kind).toBe('final');
    expect(attemptOutcome(answer(404)).kind).toBe('final');
    expect(attemptOutcome(answer(410)).kind).toBe('gone');
  });

  it('follows the schedule with jitter that only lengthens, then stops', () => {
    const schedule = [5_000, 300_000];
    expect(nextWaitMs(schedule, 1, null, () => 0)).toBe(5_000);
    expect(nextWaitMs(schedule, 1, null, () => 0.999)).toBeLessThanOrEqual(6_250);
    expect(nextWaitMs(schedule, 2, null, () => 0.5)).toBe(337_500);
    expect(nextWaitMs(schedule, 3, null, () => 0)).toBeNull();
  });

  it('honours Retry-After in place of the scheduled wait, within a day', () => {
    expect(nextWaitMs([5_000], 1, 60_000, () => 0)).toBe(60_000);
    expect(nextWaitMs([5_000], 1, 10 * 86_400_000, () => 0)).toBe(86_400_000);
    expect(nextWaitMs([5_000], 2, 60_000, () => 0)).toBeNull();
  });
});
