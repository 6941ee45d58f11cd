// The board view of /business: its data (page 1 of every stage, the pages "Ver más" loaded) drawn
// by BusinessBoard. Moves are wired in use-board-moves.ts.
import { useMemo } from 'react';
import { BusinessBoard } from './business-board';
import { isFiltered, type BusinessFilters } from './business-filter-state';
import { useBoardData } from './use-board-data';

export interface BoardPanelProps {
  filters: BusinessFilters;
  onClearFilters(): void;
}

export function BoardPanel({ filters, onClearFilters }: BoardPanelProps) {
  const data = useBoardData(filters);
  const movingIds = useMemo(() => new Set<string>(), []);
  return (
    <BusinessBoard
      stages={data.stages}
      columns={data.columns}
      paging={data.paging}
      loading={data.loading}
      refreshing={data.refreshing}
      error={data.error}
      onRetry={data.retry}
      filtered={isFiltered(filters)}
      onClearFilters={onClearFilters}
      onLoadMore={data.loadMore}
      movingIds={movingIds}
    />
  );
}
