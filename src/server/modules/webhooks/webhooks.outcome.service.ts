import type { PostOutcome } from './webhooks.http.service';

// What one attempt's answer means: delivered, worth a retry, final, or "gone" (410, which
// disables the webhook). Messages are the Spanish text of the delivery record.

export interface AttemptOutcome {
  kind: 'delivered' | 'retry' | 'final' | 'gone';
  statusCode: number | null;
  message: string;
  responseBody: string | null;
  retryAfterMs: number | null;
}

export const DELIVERED = 'Entregado';

export function attemptOutcome(answer: PostOutcome): AttemptOutcome {
  const { statusCode, body } = answer;
  const base = { statusCode, responseBody: statusCode === null ? null : body, retryAfterMs: null };
  if (statusCode === null) {
    return { ...base, kind: 'retry', message: answer.error ?? 'Error de red.' };
  }
  if (statusCode >= 200 && statusCode < 300)
    return { ...base, kind: 'delivered', message: DELIVERED };
  if (statusCode >= 300 && statusCode < 400) {
    return {
      ...base,
      kind: 'final',
      message: `El receptor respondió con una redirección (${statusCode}); no se siguen redirecciones.`,
    };
  }
  if (statusCode === 410) {
    return {
      ...base,
      kind: 'gone',
      message: 'El receptor respondió 410: el webhook se desactivó.',
    };
  }
  if (statusCode === 429) {
    return {
      ...base,
      kind: 'retry',
      message: 'El receptor pidió esperar (429).',
      retryAfterMs: answer.retryAfterMs,
    };
  }
  if (statusCode >= 500) {
    return {
      ...base,
      kind: 'retry',
      message: `Error del servidor de destino (${statusCode}).`,
      retryAfterMs: statusCode === 503 ? answer.retryAfterMs : null,
    };
  }
  return {
    ...base,
    kind: 'final',
    message: `El receptor rechazó el envío (${statusCode}); no se reintenta.`,
  };
}

/** A Retry-After beyond this is read as this: the schedule's longest wait ends within a day. */
const RETRY_AFTER_MAX_MS = 24 * 3_600_000;

/**
 * The wait before the next attempt after attempt number `attempts` failed, or null when the
 * schedule is spent. A Retry-After replaces the scheduled wait; jitter only lengthens a wait, up
 * to a quarter, so receivers coming back are not hit by every sender in the same instant.
 */
export function nextWaitMs(
  schedule: readonly number[],
  attempts: number,
  retryAfterMs: number | null,
  random: () => number,
): number | null {
  const scheduled = schedule[attempts - 1];
  if (scheduled === undefined) return null;
  const base = retryAfterMs === null ? scheduled : Math.min(retryAfterMs, RETRY_AFTER_MAX_MS);
  return Math.round(base * (1 + 0.25 * random()));
}
