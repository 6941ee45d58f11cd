// The board view of /business: its data (page 1 of every stage, the pages "Ver más" loaded) with
// the moves in flight drawn on top, the «Mover a…» dialog and the notices of refused moves.
import { Stack } from '@chakra-ui/react';
import { MoveNotices } from '../move/move-notices';
import { ProspectMoveDialog } from '../move/prospect-move-dialog';
import { BusinessBoard } from './business-board';
import { isFiltered, type BusinessFilters } from './business-filter-state';
import { useBoardData } from './use-board-data';
import { useBoardMoves } from './use-board-moves';

export interface BoardPanelProps {
  filters: BusinessFilters;
  onClearFilters(): void;
}

export function BoardPanel({ filters, onClearFilters }: BoardPanelProps) {
  const data = useBoardData(filters);
  const { move, columns, movingIds } = useBoardMoves(
    data.stages,
    data.columns,
    JSON.stringify(filters),
  );
  return (
    <Stack gap="3">
      <MoveNotices actor={move.actor} />
      <BusinessBoard
        stages={data.stages}
        columns={columns}
        paging={data.paging}
        loading={data.loading}
        refreshing={data.refreshing}
        error={data.error}
        onRetry={data.retry}
        filtered={isFiltered(filters)}
        onClearFilters={onClearFilters}
        onLoadMore={data.loadMore}
        movingIds={movingIds}
        onMoveCard={(card, fromStageId) => move.open(card, fromStageId)}
        onDropCard={(card, fromStageId, toStageId) => move.open(card, fromStageId, toStageId)}
      />
      <ProspectMoveDialog actor={move.actor} />
    </Stack>
  );
}
