// The prospect move's side effect, built from injected dependencies (CONVENTIONS rule 4): the app
// passes `commit` (editProspect through its executor, errors already in Spanish) and `committed`
// (its cache update); tests pass fakes. Each started move runs one request actor.
import { fromPromise } from 'xstate';
import { moveRequestMachine } from './move-request.machine';
import type { MoveRequest, ProspectCard, ProspectMoveDeps } from './prospect-move.types';

export function createProspectMoveActors(deps: ProspectMoveDeps) {
  const commit = fromPromise<ProspectCard, MoveRequest>(async ({ input }) => {
    const card = await deps.commit(input);
    try {
      // Before the machine forgets the move, so the board never draws the card back in its old
      // column between the two.
      deps.committed?.(input, card);
    } catch {
      // The server saved the move: a failing cache update must not report it as failed; the
      // app's invalidation refetches the board anyway.
    }
    return card;
  });
  return { moveRequest: moveRequestMachine.provide({ actors: { commit } }) };
}

export type ProspectMoveActors = ReturnType<typeof createProspectMoveActors>;
