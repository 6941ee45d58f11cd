// What the board hands the prospect-move machine and reads back from it, beside applyMoves: the
// stages in the machine's words, and which cards have a move saving or waiting (drawn dimmed).
import type { BoardStage, Move } from '../../../../machines/prospect-move/prospect-move.types';
import type { PipelineStage } from './board.types';

export function moveStages(stages: readonly PipelineStage[]): BoardStage[] {
  return stages.map((stage) => ({
    id: stage.id,
    name: stage.name,
    permanent: stage.permanent_stage,
  }));
}

/** A failed move is rolled back (its notice says why): only saving and queued ones dim a card. */
export function movingIdsOf(moves: readonly Move[]): Set<string> {
  return new Set(moves.filter((move) => move.state !== 'failed').map((move) => move.prospectId));
}
