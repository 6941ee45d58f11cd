// One prospect-move machine per open board (machines/prospect-move), wired to the app: editProspect
// through the one executor, Spanish refusals, and the query cache updated on each saved move. The
// board reads what it draws from here; the dialog and the notices read the actor themselves.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { EditProspectDocument } from '../../../../graphql/generated/client/graphql';
import { createProspectMoveActors } from '../../../../machines/prospect-move/prospect-move.actors';
import { prospectMoveMachine } from '../../../../machines/prospect-move/prospect-move.machine';
import type {
  BoardStage,
  ProspectCard,
  ProspectMoveDeps,
} from '../../../../machines/prospect-move/prospect-move.types';
import { errorMessage } from '../../../lib/network/errors';
import { execute } from '../../../lib/network/execute';
import { commitMoveToCache } from './move-cache';

export type ProspectMoveActor = ReturnType<typeof useMoveActor>;

/** The app's deps: the server's refusal reaches the machine as a Spanish Error. */
export function boardMoveDeps(
  client: QueryClient,
  onCommitted?: (stageId: string, card: ProspectCard) => void,
): ProspectMoveDeps {
  return {
    commit: async ({ prospectId, toStageId, description }) => {
      try {
        const { editProspect } = await execute(EditProspectDocument, {
          prospect_id: prospectId,
          description,
          pipeline_stage_id: toStageId,
        });
        return editProspect;
      } catch (error) {
        throw new Error(errorMessage(error), { cause: error });
      }
    },
    committed: (request, card) => {
      commitMoveToCache(client, request, card);
      onCommitted?.(request.toStageId, card);
    },
  };
}

// Stages arrive as a new array on each refetch: only a real change is sent to the machine.
const stagesKey = (stages: readonly BoardStage[]) =>
  stages.map((stage) => `${stage.id}:${stage.name}:${String(stage.permanent)}`).join('|');

/** The machine over the given deps (stories pass fakes); follows the board's stages. */
export function useMoveActor(stages: readonly BoardStage[], deps: ProspectMoveDeps) {
  // Built once: useActorRef keeps the logic of its first render.
  const [logic] = useState(() =>
    prospectMoveMachine.provide({ actors: createProspectMoveActors(deps) }),
  );
  const actor = useActorRef(logic, { input: { stages } });
  const key = stagesKey(stages);
  const [sentKey, setSentKey] = useState(key);
  useEffect(() => {
    if (key === sentKey) return;
    actor.send({ type: 'stages.updated', stages });
    setSentKey(key);
  }, [actor, key, sentKey, stages]);
  return actor;
}

/**
 * What the board needs: the actor, the moves to draw, open(). The dialog's draft and state are
 * read by the dialog alone: a board subscribed to them redrew its 140 cards on every keystroke
 * of the reason (0.3-0.5 s each on a loaded CI machine; a 55-character reason took 30 s in the
 * keyboard-move flow).
 */
export function useMoveView(actor: ProspectMoveActor) {
  const moves = useSelector(actor, (snapshot) => snapshot.context.moves);
  const open = useCallback(
    (card: ProspectCard, fromStageId: string, toStageId?: string) =>
      actor.send({ type: 'move.open', card, fromStageId, toStageId }),
    [actor],
  );
  return { actor, moves, open };
}

/** `onCommitted` hears each saved move (the board keeps the moved card in sight). */
export function useProspectMove(
  stages: readonly BoardStage[],
  onCommitted?: (stageId: string, card: ProspectCard) => void,
) {
  const client = useQueryClient();
  // The deps are built once; they call the latest onCommitted through the ref.
  const latest = useRef(onCommitted);
  useEffect(() => {
    latest.current = onCommitted;
  });
  const [deps] = useState(() =>
    boardMoveDeps(client, (stageId, card) => latest.current?.(stageId, card)),
  );
  return useMoveView(useMoveActor(stages, deps));
}
