// The board as the server answered it: page 1 of every stage plus the pages "Ver más" loaded for
// some stages, merged into one column per stage of the pipeline, in stage order. The moves in
// flight are drawn on top of this by applyMoves (machines/prospect-move).
import type { BoardColumn } from '../../../../machines/prospect-move/prospect-move.types';
import type { ColumnPaging, PipelineStage, ProspectCard, StagePage } from './board.types';

/** One loaded "Ver más" page of a stage: its answer, or where its request stands. */
export interface MorePage {
  stageId: string;
  subpage: number;
  page: StagePage | null;
  loading: boolean;
  error: string | null;
}

export interface ServerBoard {
  columns: BoardColumn[];
  paging: Record<string, ColumnPaging>;
}

/** The first pipeline's stages in board order. */
export function boardStages(
  pipelines: readonly { stages: readonly PipelineStage[] }[],
): PipelineStage[] {
  return [...(pipelines[0]?.stages ?? [])].sort((a, b) => a.order - b.order);
}

export function mergeBoard(
  stages: readonly PipelineStage[],
  firstPages: readonly StagePage[],
  more: readonly MorePage[],
): ServerBoard {
  // A refetched page 1 (after a move or a realtime change) is the freshest word on where a card
  // is: a card it places anywhere is dropped from the older "Ver más" pages.
  const onFirstPages = new Set(firstPages.flatMap((page) => page.data.map((card) => card.id)));
  const columns: BoardColumn[] = [];
  const paging: Record<string, ColumnPaging> = {};
  for (const stage of stages) {
    const first = firstPages.find((page) => page.id === stage.id);
    const extra = more
      .filter((page) => page.stageId === stage.id)
      .sort((a, b) => a.subpage - b.subpage);
    const loaded = extra.flatMap((page) => (page.page ? [page.page] : []));
    const latest = loaded.at(-1) ?? first;
    const seen = new Set<string>();
    const cards: ProspectCard[] = [];
    const add = (card: ProspectCard, fromMore: boolean) => {
      if (seen.has(card.id) || (fromMore && onFirstPages.has(card.id))) return;
      seen.add(card.id);
      cards.push(card);
    };
    first?.data.forEach((card) => add(card, false));
    loaded.forEach((page) => page.data.forEach((card) => add(card, true)));
    const last = extra.at(-1);
    columns.push({ stageId: stage.id, total: latest?.info.total ?? 0, cards });
    paging[stage.id] = {
      hasMore: latest?.info.has_more_pages ?? false,
      loadingMore: last?.loading ?? false,
      error: last?.error ?? null,
    };
  }
  return { columns, paging };
}

/** The subpage "Ver más" asks next for a stage whose pages 1..`loaded` are on the board. */
export function nextSubpage(loaded: number | undefined): number {
  return (loaded ?? 1) + 1;
}
