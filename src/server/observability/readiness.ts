import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { committedMigrations } from '../db/journal';
import { appliedMigrations, ping } from './readiness.repository';

export const notReady = {
  database: 'La base de datos no responde.',
  unmigrated: 'La base de datos no tiene las migraciones aplicadas.',
  pending: (count: number, tag: string) =>
    `Faltan ${count} ${count === 1 ? 'migración' : 'migraciones'} por aplicar (la última: ${tag}).`,
};

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Why this instance should get no traffic yet, in Spanish; null when it is ready. */
export async function readinessProblem(
  db: Db,
  committed: { when: number; tag: string }[],
  timeoutMs: number,
): Promise<string | null> {
  try {
    await within(ping(db), timeoutMs);
  } catch {
    return notReady.database;
  }
  let applied: Set<number> | null;
  try {
    applied = await within(appliedMigrations(db), timeoutMs);
  } catch {
    return notReady.database;
  }
  if (!applied) return notReady.unmigrated;
  const missing = committed.filter((migration) => !applied.has(migration.when));
  const last = missing.at(-1);
  return last ? notReady.pending(missing.length, last.tag) : null;
}

/**
 * `GET /readyz`: 200 when the database answers and every committed migration is applied, 503
 * with the reason otherwise (a load balancer keeps traffic away meanwhile). `/healthz` stays the
 * liveness check: it does not touch the database.
 */
export function registerReadiness(
  app: FastifyInstance,
  db: Db,
  { timeoutMs = 2_000, committed = committedMigrations() } = {},
): void {
  app.get('/readyz', async (_request, reply) => {
    const problem = await readinessProblem(db, committed, timeoutMs);
    if (problem) return reply.status(503).send({ ready: false, reason: problem });
    return { ready: true };
  });
}
