// Model test (CONVENTIONS rule 5): @xstate/graph walks every shortest path of the session machine;
// each path is replayed on a real actor (real actors over fake OAuth, executor and storage) and
// must land in the same states; together the paths must reach every declared state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths, serializeEvent } from '@xstate/graph';
import { createActor, type AnyEventObject, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { unreachedStates } from '../shared/model';
import { createSessionActors } from './session.actors';
import { sessionMachine } from './session.machine';
import type { LoginFailure } from './session.types';
import { fakeDeps, NOW, profileFixture, tokensFixture } from './session.test-kit';

type Fakes = ReturnType<typeof fakeDeps>;
type SessionActor = ReturnType<typeof createActor<typeof sessionMachine>>;

interface Outcome {
  event: AnyEventObject;
  /** Arranges storage before the actor starts (what `restoring` will find). */
  before?: (fakes: Fakes) => void;
  /** Makes the event happen in the system under test. */
  run?: (fakes: Fakes, actor: SessionActor) => void | Promise<void>;
}

const t1 = tokensFixture(1);
const t2 = tokensFixture(2);
const failure = (kind: LoginFailure['kind']): LoginFailure => ({
  kind,
  message: 'Mensaje del servidor.',
  retryAfterSeconds: null,
});
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const outcomes: Outcome[] = [
  { event: done('readStoredAuth', null) },
  {
    event: done('readStoredAuth', { tokens: t1, expired: false }),
    before: (f) => f.storage.write(t1),
  },
  {
    event: done('readStoredAuth', { tokens: t1, expired: true }),
    before: (f) => f.storage.write(tokensFixture(1, NOW - 1)),
  },
  {
    event: error('readStoredAuth', 'almacenamiento bloqueado'),
    before: (f) => {
      f.storage.read = () => {
        throw new Error('almacenamiento bloqueado');
      };
    },
  },
  {
    event: {
      type: 'credentials.submitted',
      email: 'matias.fuentes@constructora.cl',
      password: 'Ruka2025',
    },
    run: (_, actor) =>
      actor.send({
        type: 'credentials.submitted',
        email: 'matias.fuentes@constructora.cl',
        password: 'Ruka2025',
      }),
  },
  { event: done('signIn', t1), run: (f) => f.passwordGrant.last()?.answer.resolve(t1) },
  ...(['wrongCredentials', 'throttled', 'network'] as const).map((kind) => ({
    event: error('signIn', failure(kind)),
    run: (f: Fakes) => f.passwordGrant.last()?.answer.reject(failure(kind)),
  })),
  {
    event: done('fetchProfile', profileFixture),
    run: (f) => f.me.last()?.answer.resolve({ me: profileFixture }),
  },
  {
    event: error('fetchProfile', 'HTTP 502'),
    run: (f) => f.me.last()?.answer.reject(new Error('HTTP 502')),
  },
  {
    event: { type: 'token.expired', token: null },
    run: (_, actor) => actor.send({ type: 'token.expired', token: null }),
  },
  { event: done('refreshTokens', t2), run: (f) => f.refreshGrant.last()?.answer.resolve(t2) },
  {
    event: error('refreshTokens', 'invalid_grant'),
    run: (f) => f.refreshGrant.last()?.answer.reject(new Error('invalid_grant')),
  },
  { event: { type: 'token.refreshed', tokens: t2 }, run: (f) => f.storage.changeInOtherTab(t2) },
  { event: { type: 'session.endedElsewhere' }, run: (f) => f.storage.changeInOtherTab(null) },
  {
    event: { type: 'logout.requested' },
    run: (_, actor) => actor.send({ type: 'logout.requested' }),
  },
  { event: done('signOut'), run: (f) => f.logout.last()?.answer.resolve() },
  {
    event: error('signOut', 'HTTP 500'),
    run: (f) => f.logout.last()?.answer.reject(new Error('HTTP 500')),
  },
  {
    event: { type: 'profile.updated' },
    run: (_, actor) => actor.send({ type: 'profile.updated' }),
  },
  {
    event: { type: 'request.forbidden' },
    run: (_, actor) => actor.send({ type: 'request.forbidden' }),
  },
  {
    event: { type: 'request.notFound' },
    run: (_, actor) => actor.send({ type: 'request.notFound' }),
  },
  {
    event: { type: 'xstate.after.profileRetryDelay.session.loggedIn.profileFailed' },
    run: () => vi.advanceTimersByTimeAsync(5_000).then(() => undefined),
  },
];

const byEvent = new Map(outcomes.map((outcome) => [serializeEvent(outcome.event), outcome]));

// What a state means beyond its value: whether tokens and a profile are held.
const summary = (snapshot: SnapshotFrom<typeof sessionMachine>) => ({
  value: snapshot.value,
  tokens: snapshot.context.tokens !== null,
  profile: snapshot.context.profile !== null,
});

// The states that wait on the network, where the UI shows progress.
const expectsBusy = (snapshot: SnapshotFrom<typeof sessionMachine>) =>
  snapshot.matches('restoring') ||
  snapshot.matches('authenticating') ||
  snapshot.matches({ loggedIn: 'refreshing' }) ||
  snapshot.matches('loggingOut');

// The traversal feeds xstate's own done/error/after events, which the machine's event type does
// not list: walk it as an untyped machine.
const model: AnyStateMachine = sessionMachine;
const paths = getShortestPaths(model, {
  // Only events the state handles (`can`), so unhandled ones do not count as transitions.
  events: (snapshot) =>
    outcomes.map((outcome) => outcome.event).filter((event) => snapshot.can(event)),
  // A vertex per (state, incoming event, previous state): the shortest paths then cover every
  // transition, not only every state.
  serializeState: (snapshot, event, previous) =>
    JSON.stringify([summary(snapshot), event?.type, previous && summary(previous)]),
});

describe('session model', () => {
  beforeEach(() => void vi.useFakeTimers({ now: NOW }));
  afterEach(() => void vi.useRealTimers());

  it('reaches every declared state', () => {
    expect(
      unreachedStates(
        sessionMachine,
        paths.map((path) => path.state.value),
      ),
    ).toEqual([]);
  });

  it('exercises every modelled event', () => {
    const walked = new Set(
      paths.flatMap((path) => path.steps.map((step) => serializeEvent(step.event))),
    );
    expect(
      outcomes
        .map((outcome) => serializeEvent(outcome.event))
        .filter((event) => !walked.has(event)),
    ).toEqual([]);
  });

  it.each(
    paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const),
  )('replays %s', async (_, path) => {
    const fakes = fakeDeps();
    const [, first] = path.steps;
    const firstOutcome = first && byEvent.get(serializeEvent(first.event));
    firstOutcome?.before?.(fakes);
    const actor = createActor(
      sessionMachine.provide({ actors: createSessionActors(fakes.deps) }),
    ).start();
    try {
      for (const [index, step] of path.steps.entries()) {
        // Step 0 is the initial state, checked before storage is even read. Domain events act
        // synchronously; only settled actors (xstate.done/error/after) need the queue flushed,
        // and flushing after a domain event would let `restoring` finish on its own.
        if (index > 0) {
          const running = byEvent.get(serializeEvent(step.event))?.run?.(fakes, actor);
          if (running) await running;
          if (step.event.type.startsWith('xstate.')) await vi.advanceTimersByTimeAsync(0);
        }
        const snapshot = actor.getSnapshot();
        expect(summary(snapshot)).toEqual(summary(step.state));
        expect(snapshot.hasTag('busy')).toBe(expectsBusy(snapshot));
        expect(snapshot.hasTag('error')).toBe(
          snapshot.matches({ loggedOut: 'error' }) ||
            snapshot.matches({ loggedIn: 'profileFailed' }),
        );
      }
    } finally {
      actor.stop();
    }
  });
});
