// The board as the user sees it while moves are in flight: the server's columns with each saving
// move applied on top (the card leaves its column, heads its new one, both counts follow). Pure
// and idempotent, so the board recomputes it on every render and a refetch that already carries a
// move never counts it twice.
import type { BoardColumn, Move } from './prospect-move.types';

function applyOne(columns: BoardColumn[], move: Move): BoardColumn[] {
  const to = columns.findIndex((column) => column.stageId === move.toStageId);
  const from = columns.findIndex((column) =>
    column.cards.some((card) => card.id === move.prospectId),
  );
  // Already where it goes (fresh data), or loaded in no column (nothing to draw): as is.
  if (from === -1 || from === to) return columns;
  const fromColumn = columns[from];
  const card = fromColumn?.cards.find((item) => item.id === move.prospectId);
  if (!fromColumn || !card) return columns;
  return columns.map((column, index) => {
    if (index === from) {
      return {
        ...column,
        total: Math.max(0, column.total - 1),
        cards: column.cards.filter((item) => item.id !== move.prospectId),
      };
    }
    if (index === to) return { ...column, total: column.total + 1, cards: [card, ...column.cards] };
    return column;
  });
}

/** The columns with every saving move drawn; queued and failed moves change nothing. */
export function applyMoves(columns: readonly BoardColumn[], moves: readonly Move[]): BoardColumn[] {
  return moves
    .filter((move) => move.state === 'saving')
    .reduce((drawn, move) => applyOne(drawn, move), [...columns]);
}

/** The stage the board shows the prospect in (its saving move's target first), or null. */
export function stageOfCard(
  columns: readonly BoardColumn[],
  moves: readonly Move[],
  prospectId: string,
): string | null {
  const saving = moves.find((move) => move.prospectId === prospectId && move.state === 'saving');
  if (saving) return saving.toStageId;
  const column = columns.find((item) => item.cards.some((card) => card.id === prospectId));
  return column?.stageId ?? null;
}
