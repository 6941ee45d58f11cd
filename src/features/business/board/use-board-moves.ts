// The board's moves: one prospect-move machine per open board (src/features/business/move). The
// columns drawn are the server's with every saving move applied (applyMoves), so the card moves
// at once and both counts follow; a refusal rolls it back because the machine drops the move. A
// saved card stays in sight in its new column (keepRecentMoves) even when the refetched first page
// of that column does not hold it.
import { useCallback, useMemo, useState } from 'react';
import type { BoardColumn } from '../../../../machines/prospect-move/prospect-move.types';
import { applyMoves } from '../../../../machines/prospect-move/prospect-move.board';
import { useProspectMove } from '../move/use-prospect-move';
import {
  keepRecentMoves,
  moveStages,
  movingIdsOf,
  withRecentMove,
  type RecentMove,
} from './board-moves';
import type { PipelineStage } from './board.types';

/**
 * `scope` names what the board shows (its filters): the cards kept in sight after a move are
 * forgotten when it changes, since they may not match the new filters.
 */
export function useBoardMoves(
  stages: readonly PipelineStage[],
  serverColumns: BoardColumn[],
  scope: string,
) {
  const machineStages = useMemo(() => moveStages(stages), [stages]);
  const [recent, setRecent] = useState<{ scope: string; moves: RecentMove[] }>({
    scope,
    moves: [],
  });
  const current = recent.scope === scope ? recent.moves : [];
  const onCommitted = useCallback(
    (stageId: string, card: BoardColumn['cards'][number]) =>
      setRecent((previous) => ({
        scope,
        moves: withRecentMove(previous.scope === scope ? previous.moves : [], { card, stageId }),
      })),
    [scope],
  );
  const move = useProspectMove(machineStages, onCommitted);
  return {
    move,
    columns: keepRecentMoves(applyMoves(serverColumns, move.moves), current),
    movingIds: movingIdsOf(move.moves),
  };
}
