// The board's moves: one prospect-move machine per open board (src/features/business/move). The
// columns drawn are the server's with every saving move applied (applyMoves), so the card moves
// at once and both counts follow; a refusal rolls it back because the machine drops the move.
import { useMemo } from 'react';
import type { BoardColumn } from '../../../../machines/prospect-move/prospect-move.types';
import { applyMoves } from '../../../../machines/prospect-move/prospect-move.board';
import { useProspectMove } from '../move/use-prospect-move';
import { moveStages, movingIdsOf } from './board-moves';
import type { PipelineStage } from './board.types';

export function useBoardMoves(stages: readonly PipelineStage[], serverColumns: BoardColumn[]) {
  const machineStages = useMemo(() => moveStages(stages), [stages]);
  const move = useProspectMove(machineStages);
  return {
    move,
    columns: applyMoves(serverColumns, move.moves),
    movingIds: movingIdsOf(move.moves),
  };
}
