// The executor's `requestRefresh` backed by the session actor: every caller sends `token.expired`
// and waits for the machine to leave `refreshing`. The machine starts at most one refresh, so
// concurrent 401s share it; they all get the new token, or all fail when the session ended.
import { waitFor, type ActorRefFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor() {
    super('Tu sesión terminó. Ingresa nuevamente.');
  }
}

export function createRefreshGate(actor: ActorRefFrom<SessionMachine>) {
  return async function requestRefresh(failedToken: string | null): Promise<string> {
    if (!actor.getSnapshot().matches('loggedIn')) throw new SessionEndedError();
    actor.send({ type: 'token.expired', token: failedToken });
    const settled = await waitFor(
      actor,
      (snapshot) => !snapshot.matches({ loggedIn: 'refreshing' }),
      {
        timeout: Infinity,
      },
    );
    const token = settled.matches('loggedIn') ? settled.context.tokens?.accessToken : undefined;
    if (!token) throw new SessionEndedError();
    return token;
  };
}
