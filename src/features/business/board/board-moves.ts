// What the board hands the prospect-move machine and reads back from it, beside applyMoves: the
// stages in the machine's words, which cards have a move saving or waiting (drawn «Moviendo…»), and the
// cards moved here that stay in sight after the refetch.
import type {
  BoardColumn,
  BoardStage,
  Move,
  ProspectCard,
} from '../../../../machines/prospect-move/prospect-move.types';
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

/** A card this board moved and saved, and the stage it went to. */
export interface RecentMove {
  card: ProspectCard;
  stageId: string;
}

/**
 * Keeps the cards moved on this board in sight: a column lists its prospects newest first, so a
 * moved card that is older than the column's first page would vanish with the refetch after the
 * save. While the server's pages do not hold it, it stays on top of the column it was moved to
 * (the total already counts it). Once a page holds it, the server's place wins.
 */
export function keepRecentMoves(
  columns: readonly BoardColumn[],
  recent: readonly RecentMove[],
): BoardColumn[] {
  const shown = new Set(columns.flatMap((column) => column.cards.map((card) => card.id)));
  return columns.map((column) => {
    const pinned = recent
      .filter((move) => move.stageId === column.stageId && !shown.has(move.card.id))
      .map((move) => move.card);
    return pinned.length === 0 ? column : { ...column, cards: [...pinned, ...column.cards] };
  });
}

/** The recent moves with `move` added last (a prospect moved again keeps only its last move). */
export function withRecentMove(recent: readonly RecentMove[], move: RecentMove): RecentMove[] {
  return [...recent.filter((entry) => entry.card.id !== move.card.id), move];
}
