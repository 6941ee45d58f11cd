import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createSessionActors } from './session.actors';
import { sessionMachine } from './session.machine';
import { createRefreshGate, SessionEndedError } from './session.refresh-gate';
import { fakeDeps, fakeStorage, flush, profileFixture, tokensFixture } from './session.test-kit';

async function loggedInGate() {
  const fakes = fakeDeps(fakeStorage(tokensFixture(1)));
  const actor = createActor(
    sessionMachine.provide({ actors: createSessionActors(fakes.deps) }),
  ).start();
  await flush();
  fakes.me.last()?.answer.resolve({ me: profileFixture });
  await flush();
  return { ...fakes, actor, requestRefresh: createRefreshGate(actor) };
}

describe('refresh gate (single-flight)', () => {
  it('three concurrent callers share one refresh and all get the new token', async () => {
    const { requestRefresh, refreshGrant } = await loggedInGate();
    const waiters = [
      requestRefresh('access-1'),
      requestRefresh('access-1'),
      requestRefresh('access-1'),
    ];
    expect(refreshGrant.fn).toHaveBeenCalledTimes(1);
    refreshGrant.last()?.answer.resolve(tokensFixture(2));
    await expect(Promise.all(waiters)).resolves.toEqual(['access-2', 'access-2', 'access-2']);
  });

  it('rejects every waiter when the refresh fails', async () => {
    const { requestRefresh, refreshGrant, actor } = await loggedInGate();
    const waiters = [requestRefresh('access-1'), requestRefresh('access-1')].map((p) =>
      p.catch((e: unknown) => e),
    );
    refreshGrant.last()?.answer.reject(new Error('invalid_grant'));
    const outcomes = await Promise.all(waiters);
    outcomes.forEach((outcome) => expect(outcome).toBeInstanceOf(SessionEndedError));
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('answers at once with the current token when the failed one was already replaced', async () => {
    const { requestRefresh, refreshGrant } = await loggedInGate();
    await expect(requestRefresh('access-0')).resolves.toBe('access-1');
    expect(refreshGrant.fn).not.toHaveBeenCalled();
  });

  it('rejects when nobody is logged in', async () => {
    const fakes = fakeDeps();
    const actor = createActor(
      sessionMachine.provide({ actors: createSessionActors(fakes.deps) }),
    ).start();
    await flush();
    await expect(createRefreshGate(actor)(null)).rejects.toBeInstanceOf(SessionEndedError);
  });
});
