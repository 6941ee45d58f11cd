import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/harness/test-app';
import { audits, exportJobs } from '../../db/schema';
import { exportDefinitions } from './exports.definitions.service';
import { startExportsApp, userIdOf } from './exports.fixtures';
import { EventBus } from '../../realtime/bus';
import { claimNextJob, settleJob } from './exports.queue.repository';
import { exportFileKey } from './exports.files.service';
import type { ExportDefinition } from './exports.job-types.service';
import { ExportRunner } from './exports.runner.repository';

// The queue's guarantees, on the demo database: a job interrupted by a restart is taken up again,
// two runners never run one job twice, a runner that lost its claim cannot write, failures are
// retried three times, a stop gives the job back, and old jobs and files are swept.

let t: TestApp;
let bus: EventBus;
let adminId: number;

beforeAll(async () => {
  t = await startExportsApp();
  bus = new EventBus(t.database);
  adminId = await userIdOf(t.database.db, 'admin@demo.cl');
});
afterAll(() => t?.close());

const runner = (definitions = exportDefinitions) =>
  new ExportRunner({ db: t.database.db, config: t.config, bus, definitions });

async function queue(count: number, values: Partial<typeof exportJobs.$inferInsert> = {}) {
  const rows = await t.database.db
    .insert(exportJobs)
    .values(
      Array.from({ length: count }, () => ({
        user_id: adminId,
        type: 'contacts_newsletter',
        params: { date_init: null, date_end: null },
        ...values,
      })),
    )
    .returning();
  return rows.map((row) => row.id);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const jobsOf = (ids: string[]) =>
  t.database.db.select().from(exportJobs).where(inArray(exportJobs.id, ids));

describe('the export queue', () => {
  it('takes up a job whose server died mid-run (lease expired), not one still running', async () => {
    const [stale] = await queue(1, {
      status: 'running',
      attempts: 1,
      locked_at: minutesAgo(10),
    });
    const [busy] = await queue(1, { status: 'running', attempts: 1, locked_at: new Date() });
    expect(await runner().drain()).toBe(1);
    const [done, untouched] = [(await jobsOf([stale!]))[0], (await jobsOf([busy!]))[0]];
    expect(done).toMatchObject({ status: 'ready', attempts: 2, progress: 100, locked_at: null });
    expect(untouched).toMatchObject({ status: 'running', attempts: 1 });
    await t.database.db.delete(exportJobs).where(eq(exportJobs.id, busy!));
  });

  it('never runs a job twice with two runners on one database', async () => {
    const ids = await queue(10);
    const [a, b] = await Promise.all([runner().drain(), runner().drain()]);
    expect(a + b).toBe(10);
    const rows = await jobsOf(ids);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['ready', 1]));
    const audited = await t.database.db
      .select({ id: audits.auditable_id })
      .from(audits)
      .where(inArray(audits.auditable_id, ids));
    expect(audited.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('fences a runner that lost its claim: its late result is refused', async () => {
    const [id] = await queue(1);
    const first = await claimNextJob(t.database.db, 60_000);
    expect(first?.id).toBe(id);
    await t.database.db
      .update(exportJobs)
      .set({ locked_at: sql`now() - interval '5 minutes'` })
      .where(eq(exportJobs.id, id!));
    const second = await claimNextJob(t.database.db, 60_000);
    expect(second).toMatchObject({ id, attempts: 2 });
    const late = { status: 'ready' as const, fileName: 'tarde.xlsx', filePath: 'x' };
    expect(await settleJob(t.database.db, first!, late)).toBeNull();
    expect(
      await settleJob(t.database.db, second!, { status: 'failed', error: 'x' }),
    ).not.toBeNull();
  });

  it('retries a failing export and gives up after three attempts, in Spanish', async () => {
    const failing: ExportDefinition = {
      ...exportDefinitions('contacts_newsletter')!,
      write: () => Promise.reject(new Error('disco lleno')),
    };
    const [id] = await queue(1);
    expect(await runner(() => failing).drain()).toBe(3);
    const [row] = await jobsOf([id!]);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.error).toMatch(/^No se pudo generar el archivo/);
    // No half-written file of the failed attempts is left behind.
    const area = join(`${t.config.storageDir}-private`, 'exports');
    const left = existsSync(area)
      ? readdirSync(area).filter((n) => n.startsWith(id!) || n.endsWith('.partial'))
      : [];
    expect(left).toEqual([]);
  });

  it('fails what it cannot run: an unknown type, a requester without access', async () => {
    const [unknown] = await queue(1, { type: 'planilla_inexistente' });
    const newsUser = await userIdOf(t.database.db, 'newsuser@demo.cl');
    const [foreign] = await queue(1, { type: 'booking_requests', user_id: newsUser, params: {} });
    await runner().drain();
    const rows = await jobsOf([unknown!, foreign!]);
    expect(rows.find((r) => r.id === unknown)?.error).toBe('Este tipo de exportación no existe.');
    expect(rows.find((r) => r.id === foreign)?.error).toBe(
      'Ya no tienes acceso a esta exportación.',
    );
  });

  it('gives a job in progress back to the queue when the server stops', async () => {
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow: ExportDefinition = {
      ...exportDefinitions('contacts_newsletter')!,
      write: (ctx) =>
        new Promise((_resolve, reject) => {
          started();
          ctx.signal.addEventListener('abort', () => reject(new Error('detenido')));
        }),
    };
    const [id] = await queue(1);
    const stopping = runner(() => slow);
    stopping.start();
    await running;
    await stopping.stop();
    const [row] = await jobsOf([id!]);
    expect(row).toMatchObject({ status: 'queued', attempts: 0, locked_at: null });
    await t.database.db.delete(exportJobs).where(eq(exportJobs.id, id!));
  });

  it('sweeps jobs and files older than seven days, and keeps recent ones', async () => {
    const [old] = await queue(1, { created_at: minutesAgo(8 * 24 * 60) });
    const [recent] = await queue(1);
    const oldKey = exportFileKey(old!, 'xlsx', 1);
    const file = join(`${t.config.storageDir}-private`, oldKey);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'antiguo');
    await t.database.db
      .update(exportJobs)
      .set({ status: 'ready', file_path: oldKey })
      .where(eq(exportJobs.id, old!));
    expect(await runner().sweep()).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect((await jobsOf([old!, recent!])).map((r) => r.id)).toEqual([recent]);
  });
});
