import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createExportJobActors } from './exports.actors';
import { exportJobMachine } from './exports.machine';
import type { ExportJobInput } from './exports.types';
import { FakeHttpError, NOW, fakeDeps, jobFixture } from './exports.test-kit';

const settle = () => vi.advanceTimersByTimeAsync(0);

function start(input: ExportJobInput = {}, options: { repeatable?: boolean } = {}) {
  const fakes = fakeDeps(options);
  const notifyReady = vi.fn();
  const machine = exportJobMachine.provide({
    actors: createExportJobActors(fakes.deps),
    actions: { notifyReady: (_, params) => notifyReady(params.job) },
  });
  const actor = createActor(machine, { input }).start();
  return { ...fakes, actor, notifyReady, snapshot: () => actor.getSnapshot() };
}

async function requested() {
  const run = start();
  run.actor.send({ type: 'export.requested' });
  run.request.last()?.answer.resolve(jobFixture('queued'));
  await settle();
  return run;
}

beforeEach(() => void vi.useFakeTimers({ now: NOW }));
afterEach(() => void vi.useRealTimers());

describe('export job: requesting and following', () => {
  it('requests, follows the job live through queued and running with progress, and notifies once ready', async () => {
    const run = start();
    expect(run.snapshot().value).toBe('idle');
    run.actor.send({ type: 'export.requested' });
    expect(run.snapshot().value).toBe('requesting');
    expect(run.snapshot().hasTag('busy')).toBe(true);
    expect(run.request.fn).toHaveBeenCalledTimes(1);

    run.request.last()?.answer.resolve(jobFixture('queued'));
    await settle();
    expect(run.snapshot().value).toEqual({ tracking: 'queued' });
    expect(run.openSubscriptions()).toEqual([jobFixture('queued').id]);

    run.push(jobFixture('running', { progress: 45 }, 2));
    expect(run.snapshot().value).toEqual({ tracking: 'running' });
    expect(run.snapshot().context.job?.progress).toBe(45);
    run.push(jobFixture('running', { progress: 80 }, 3));
    expect(run.snapshot().context.job?.progress).toBe(80);

    run.push(jobFixture('ready', {}, 4));
    expect(run.snapshot().value).toBe('ready');
    expect(run.notifyReady).toHaveBeenCalledTimes(1);
    expect(run.notifyReady).toHaveBeenCalledWith(jobFixture('ready', {}, 4));
    // Leaving tracking closes the subscription and stops polling.
    expect(run.openSubscriptions()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run.readJob.fn).not.toHaveBeenCalled();
  });

  it('ignores an older picture of the job that arrives late (polling racing the socket)', async () => {
    const run = await requested();
    run.push(jobFixture('running', { progress: 60 }, 5));
    run.push(jobFixture('running', { progress: 20 }, 2));
    expect(run.snapshot().context.job?.progress).toBe(60);
    run.push(jobFixture('running', { id: 'otro-trabajo', progress: 90 }, 9));
    expect(run.snapshot().context.job?.progress).toBe(60);
  });

  it('goes back to the queue when the server restarts the job, then runs it again', async () => {
    const run = await requested();
    run.push(jobFixture('running', { progress: 30 }, 2));
    run.push(jobFixture('queued', { progress: 0 }, 3));
    expect(run.snapshot().value).toEqual({ tracking: 'queued' });
    run.push(jobFixture('running', { progress: 10 }, 4));
    expect(run.snapshot().value).toEqual({ tracking: 'running' });
  });

  it('polls the job while the socket says nothing, and stops when the job is ready', async () => {
    const run = await requested();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run.readJob.fn).toHaveBeenCalledTimes(1);
    expect(run.readJob.fn).toHaveBeenCalledWith(jobFixture('queued').id);
    run.readJob.last()?.answer.resolve({ exportJob: jobFixture('running', { progress: 50 }, 1) });
    await settle();
    expect(run.snapshot().context.job?.progress).toBe(50);
    // One read at a time: the next waits for the interval after the previous answer.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(run.readJob.fn).toHaveBeenCalledTimes(2);
    run.readJob.last()?.answer.reject(new Error('sin conexión'));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(run.readJob.fn).toHaveBeenCalledTimes(3);
    run.readJob.last()?.answer.resolve({ exportJob: jobFixture('ready', {}, 9) });
    await settle();
    expect(run.snapshot().value).toBe('ready');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run.readJob.fn).toHaveBeenCalledTimes(3);
  });

  it('fails when polling finds the job gone', async () => {
    const run = await requested();
    await vi.advanceTimersByTimeAsync(1_000);
    run.readJob.last()?.answer.resolve({ exportJob: null });
    await settle();
    expect(run.snapshot().value).toBe('failed');
    expect(run.snapshot().context.error).toBe(
      'La exportación ya no está disponible: venció o fue eliminada.',
    );
  });

  it('ignores downloads and retries while the job is being generated', async () => {
    const run = await requested();
    run.actor.send({ type: 'download.requested' });
    run.actor.send({ type: 'retry.requested' });
    run.actor.send({ type: 'export.requested' });
    expect(run.snapshot().value).toEqual({ tracking: 'queued' });
    expect(run.request.fn).toHaveBeenCalledTimes(1);
    expect(run.download.fn).not.toHaveBeenCalled();
  });
});

describe('export job: failures and retry', () => {
  it("shows the job's Spanish error and requests the export again on retry", async () => {
    const run = await requested();
    run.push(
      jobFixture('failed', { error: 'No se pudo escribir el archivo en el almacenamiento.' }, 3),
    );
    expect(run.snapshot().value).toBe('failed');
    expect(run.snapshot().hasTag('error')).toBe(true);
    expect(run.snapshot().context.error).toBe(
      'No se pudo escribir el archivo en el almacenamiento.',
    );

    run.actor.send({ type: 'retry.requested' });
    expect(run.snapshot().value).toBe('requesting');
    expect(run.snapshot().context.error).toBeNull();
    expect(run.request.fn).toHaveBeenCalledTimes(2);
    run.request.last()?.answer.resolve(jobFixture('queued', { id: 'segundo-intento' }, 5));
    await settle();
    expect(run.snapshot().value).toEqual({ tracking: 'queued' });
    expect(run.snapshot().context.job?.id).toBe('segundo-intento');
  });

  it("keeps the server's message when the request itself is refused", async () => {
    const run = start();
    run.actor.send({ type: 'export.requested' });
    run.request.last()?.answer.reject(new Error('No tienes acceso a ese proyecto.'));
    await settle();
    expect(run.snapshot().value).toBe('failed');
    expect(run.snapshot().context.error).toBe('No tienes acceso a ese proyecto.');
    expect(run.notifyReady).not.toHaveBeenCalled();
  });

  it('says in Spanish that a recovered job cannot be requested again without its filters', async () => {
    const run = start({ job: jobFixture('failed', { error: 'Falló' }) }, { repeatable: false });
    run.actor.send({ type: 'retry.requested' });
    await settle();
    expect(run.snapshot().value).toBe('failed');
    expect(run.snapshot().context.error).toBe(
      'Esta exportación no se puede repetir desde aquí: solicítala de nuevo.',
    );
  });
});

describe('export job: download', () => {
  it("downloads the file with the job's name and can download it again", async () => {
    const run = start({ job: jobFixture('ready') });
    expect(run.snapshot().value).toBe('ready');
    expect(run.notifyReady).not.toHaveBeenCalled();
    run.actor.send({ type: 'download.requested' });
    expect(run.snapshot().hasTag('busy')).toBe(true);
    expect(run.download.fn).toHaveBeenCalledWith(
      '/api/exports/9b2f3c1e/download?token=firma-1',
      'Solicitud de Reservas 2025-03-14.xlsx',
    );
    run.download.last()?.answer.resolve();
    await settle();
    expect(run.snapshot().value).toBe('downloaded');
    run.actor.send({ type: 'download.requested' });
    expect(run.download.fn).toHaveBeenCalledTimes(2);
  });

  it('renews an expired link (403) by reading the job again and downloads once more', async () => {
    const run = start({ job: jobFixture('ready') });
    run.actor.send({ type: 'download.requested' });
    run.download.last()?.answer.reject(new FakeHttpError(403));
    await settle();
    expect(run.snapshot().value).toEqual({ downloading: 'renewingLink' });
    const fresh = jobFixture(
      'ready',
      { download_url: '/api/exports/9b2f3c1e/download?token=firma-2' },
      3600,
    );
    run.readJob.last()?.answer.resolve({ exportJob: fresh });
    await settle();
    expect(run.download.fn).toHaveBeenLastCalledWith(
      '/api/exports/9b2f3c1e/download?token=firma-2',
      'Solicitud de Reservas 2025-03-14.xlsx',
    );
    run.download.last()?.answer.resolve();
    await settle();
    expect(run.snapshot().value).toBe('downloaded');
  });

  it('tries a renewed link only once: a second refusal is reported', async () => {
    const run = start({ job: jobFixture('ready') });
    run.actor.send({ type: 'download.requested' });
    run.download.last()?.answer.reject(new FakeHttpError(403));
    await settle();
    run.readJob.last()?.answer.resolve({ exportJob: jobFixture('ready', {}, 60) });
    await settle();
    run.download.last()?.answer.reject(new FakeHttpError(403));
    await settle();
    expect(run.snapshot().value).toBe('downloadFailed');
    expect(run.snapshot().context.error).toBe('El enlace de descarga venció. Vuelve a intentarlo.');
    expect(run.download.fn).toHaveBeenCalledTimes(2);
    run.actor.send({ type: 'download.requested' });
    expect(run.snapshot().value).toEqual({ downloading: 'fetching' });
  });

  it('reports a download that failed for another reason without renewing the link', async () => {
    const run = start({ job: jobFixture('ready') });
    run.actor.send({ type: 'download.requested' });
    run.download.last()?.answer.reject(new Error('No pudimos conectar con el servidor.'));
    await settle();
    expect(run.snapshot().value).toBe('downloadFailed');
    expect(run.snapshot().context.error).toBe('No pudimos conectar con el servidor.');
    expect(run.readJob.fn).not.toHaveBeenCalled();
  });

  it('fails when the job vanished while renewing its link', async () => {
    const run = start({ job: jobFixture('ready') });
    run.actor.send({ type: 'download.requested' });
    run.download.last()?.answer.reject(new FakeHttpError(403));
    await settle();
    run.readJob.last()?.answer.resolve({ exportJob: null });
    await settle();
    expect(run.snapshot().value).toBe('failed');
  });
});

describe('export job: recovery after a reload', () => {
  it.each([
    ['queued', { tracking: 'queued' }],
    ['running', { tracking: 'running' }],
    ['ready', 'ready'],
    ['failed', 'failed'],
  ] as const)('starts from a known %s job', (status, value) => {
    const run = start({ job: jobFixture(status, { progress: status === 'running' ? 45 : 0 }) });
    expect(run.snapshot().value).toEqual(value);
    expect(run.request.fn).not.toHaveBeenCalled();
  });

  it('reads a job by id and follows it from where it is', async () => {
    const run = start({ jobId: jobFixture('running').id });
    expect(run.snapshot().value).toBe('recovering');
    expect(run.readJob.fn).toHaveBeenCalledWith(jobFixture('running').id);
    run.readJob.last()?.answer.resolve({ exportJob: jobFixture('running', { progress: 70 }, 8) });
    await settle();
    expect(run.snapshot().value).toEqual({ tracking: 'running' });
    expect(run.snapshot().context.job?.progress).toBe(70);
    expect(run.openSubscriptions()).toEqual([jobFixture('running').id]);
  });

  it('tries the read again after a network failure, and fails for a job that is gone', async () => {
    const run = start({ jobId: 'a1' });
    run.readJob.last()?.answer.reject(new Error('No pudimos conectar con el servidor.'));
    await settle();
    expect(run.snapshot().value).toBe('recoveryFailed');
    expect(run.snapshot().hasTag('error')).toBe(true);
    run.actor.send({ type: 'retry.requested' });
    expect(run.snapshot().value).toBe('recovering');
    run.readJob.last()?.answer.resolve({ exportJob: null });
    await settle();
    expect(run.snapshot().value).toBe('failed');
    expect(run.snapshot().context.error).toBe(
      'La exportación ya no está disponible: venció o fue eliminada.',
    );
  });

  it('fails with a Spanish message for a status it does not know', () => {
    const run = start({ job: jobFixture('queued', { status: 'archived' }) });
    expect(run.snapshot().value).toBe('failed');
    expect(run.snapshot().context.error).toBe('La exportación está en un estado desconocido.');
  });
});
