// Model test (CONVENTIONS rule 5): @xstate/graph walks every shortest path of the export-job
// machine, from a fresh button and from a job id to recover; each path is replayed on a real actor
// (real actors over a fake executor, subscription and download) and must land in the same states;
// together the paths must reach every declared state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths, serializeEvent } from '@xstate/graph';
import { createActor, type AnyEventObject, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { unreachedStates } from '../shared/model';
import { createExportJobActors } from './exports.actors';
import { exportJobMachine } from './exports.machine';
import type { ExportJob, ExportJobInput } from './exports.types';
import { FakeHttpError, NOW, fakeDeps, jobFixture } from './exports.test-kit';

type Fakes = ReturnType<typeof fakeDeps>;
type ExportActor = ReturnType<typeof createActor<typeof exportJobMachine>>;

interface Outcome {
  event: AnyEventObject;
  /** Makes the event happen in the system under test. */
  run: (fakes: Fakes, actor: ExportActor) => void | Promise<void>;
}

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const send = (type: 'export.requested' | 'retry.requested' | 'download.requested'): Outcome => ({
  event: { type },
  run: (_, actor) => actor.send({ type }),
});
const failure = (kind: string, message: string) => ({ kind, message });

// Later pictures of the same job carry later timestamps, so each one is fresh.
const queued = jobFixture('queued');
const running = jobFixture('running', { progress: 45 }, 20);
const ready = jobFixture('ready', {}, 30);
const failed = jobFixture('failed', { error: 'No se pudo escribir el archivo.' }, 30);
const renewed = jobFixture('ready', { download_url: '/api/exports/x/download?token=2' }, 3600);
const update = (job: ExportJob): Outcome => ({
  event: { type: 'job.updated', job },
  run: (f) => f.push(job),
});

const outcomes: Outcome[] = [
  send('export.requested'),
  send('retry.requested'),
  send('download.requested'),
  ...[queued, running, ready].map((job) => ({
    event: done('requestExport', job),
    run: (f: Fakes) => f.request.last()?.answer.resolve(job),
  })),
  {
    event: error('requestExport', failure('failed', 'No tienes acceso a ese proyecto.')),
    run: (f) => f.request.last()?.answer.reject(new Error('No tienes acceso a ese proyecto.')),
  },
  ...[queued, running, ready, failed].map((job) => ({
    event: done('recoverJob', job),
    run: (f: Fakes) => f.readJob.last()?.answer.resolve({ exportJob: job }),
  })),
  {
    event: error('recoverJob', failure('vanished', 'La exportación ya no está disponible.')),
    run: (f) => f.readJob.last()?.answer.resolve({ exportJob: null }),
  },
  {
    event: error('recoverJob', failure('failed', 'Sin conexión.')),
    run: (f) => f.readJob.last()?.answer.reject(new Error('Sin conexión.')),
  },
  update(running),
  update(ready),
  update(failed),
  update(jobFixture('queued', {}, 25)),
  {
    event: { type: 'job.vanished' },
    run: async (f) => {
      await vi.advanceTimersByTimeAsync(4_000);
      f.readJob.last()?.answer.resolve({ exportJob: null });
    },
  },
  { event: done('downloadFile'), run: (f) => f.download.last()?.answer.resolve() },
  {
    event: error('downloadFile', failure('expiredLink', 'El enlace de descarga venció.')),
    run: (f) => f.download.last()?.answer.reject(new FakeHttpError(403)),
  },
  {
    event: error('downloadFile', failure('failed', 'HTTP 500')),
    run: (f) => f.download.last()?.answer.reject(new FakeHttpError(500)),
  },
  {
    event: done('renewLink', renewed),
    run: (f) => f.readJob.last()?.answer.resolve({ exportJob: renewed }),
  },
  {
    event: error('renewLink', failure('vanished', 'La exportación ya no está disponible.')),
    run: (f) => f.readJob.last()?.answer.resolve({ exportJob: null }),
  },
  {
    event: error('renewLink', failure('failed', 'Sin conexión.')),
    run: (f) => f.readJob.last()?.answer.reject(new Error('Sin conexión.')),
  },
  { event: done('downloadAgain'), run: (f) => f.download.last()?.answer.resolve() },
  {
    event: error('downloadAgain', failure('expiredLink', 'El enlace de descarga venció.')),
    run: (f) => f.download.last()?.answer.reject(new FakeHttpError(403)),
  },
];

const byEvent = new Map(outcomes.map((outcome) => [serializeEvent(outcome.event), outcome]));

// What a state means beyond its value: which job is held, at what progress, and whether a reason
// for a failure is shown.
const summary = (snapshot: SnapshotFrom<typeof exportJobMachine>) => ({
  value: snapshot.value,
  status: snapshot.context.job?.status ?? null,
  progress: snapshot.context.job?.progress ?? null,
  error: snapshot.context.error !== null,
});

const BUSY = ['requesting', 'recovering', 'downloading'] as const;
const FAILED = ['failed', 'downloadFailed', 'recoveryFailed'] as const;
const expectsBusy = (snapshot: SnapshotFrom<typeof exportJobMachine>) =>
  BUSY.some((state) => snapshot.matches(state));
const expectsError = (snapshot: SnapshotFrom<typeof exportJobMachine>) =>
  FAILED.some((state) => snapshot.matches(state));

const INPUTS: Array<[string, ExportJobInput]> = [
  ['a fresh button', {}],
  ['a job id to recover', { jobId: queued.id }],
];

// The traversal feeds xstate's own done/error events, which the machine's event type does not
// list: walk it as an untyped machine.
const model: AnyStateMachine = exportJobMachine;
const pathsFrom = (input: ExportJobInput) =>
  getShortestPaths(model, {
    input,
    events: (snapshot) =>
      outcomes.map((outcome) => outcome.event).filter((event) => snapshot.can(event)),
    // A vertex per (state, incoming event, previous state): the shortest paths then cover every
    // transition, not only every state.
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([summary(snapshot), event?.type, previous && summary(previous)]),
  });
const walks = INPUTS.map(([name, input]) => ({ name, input, paths: pathsFrom(input) }));
const allPaths = walks.flatMap((walk) => walk.paths);

describe('export job model', () => {
  beforeEach(() => void vi.useFakeTimers({ now: NOW }));
  afterEach(() => void vi.useRealTimers());

  it('reaches every declared state (the two passing ones, starting and routing, excepted)', () => {
    const unreached = unreachedStates(
      exportJobMachine,
      allPaths.map((path) => path.state.value),
    );
    expect(unreached).toEqual(['starting', 'routing']);
  });

  it('exercises every modelled event', () => {
    const walked = new Set(
      allPaths.flatMap((path) => path.steps.map((step) => serializeEvent(step.event))),
    );
    expect(
      outcomes
        .map((outcome) => serializeEvent(outcome.event))
        .filter((event) => !walked.has(event)),
    ).toEqual([]);
  });

  describe.each(walks)('from $name', ({ input, paths }) => {
    it.each(
      paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const),
    )('replays %s', async (_, path) => {
      const fakes = fakeDeps();
      const actor = createActor(
        exportJobMachine.provide({ actors: createExportJobActors(fakes.deps) }),
        { input },
      ).start();
      try {
        for (const [index, step] of path.steps.entries()) {
          // Step 0 is the initial state. Settled actors need the queue flushed.
          if (index > 0) {
            const outcome = byEvent.get(serializeEvent(step.event));
            if (!outcome) throw new Error(`Sin resultado para ${step.event.type}`);
            await outcome.run(fakes, actor);
            if (step.event.type.startsWith('xstate.')) await vi.advanceTimersByTimeAsync(0);
          }
          const snapshot = actor.getSnapshot();
          expect(summary(snapshot)).toEqual(summary(step.state));
          expect(snapshot.hasTag('busy')).toBe(expectsBusy(snapshot));
          expect(snapshot.hasTag('error')).toBe(expectsError(snapshot));
          // Live updates flow exactly while the job is being generated.
          expect(fakes.openSubscriptions().length).toBe(snapshot.matches('tracking') ? 1 : 0);
        }
      } finally {
        actor.stop();
      }
    });
  });
});
