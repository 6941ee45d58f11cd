// The pipeline as columns, one per stage in stage order, drawn from what it is given (the page
// fetches, the move machine decides where cards are): a skeleton while the first screen loads, a
// Spanish error with «Reintentar», one empty state when the filters match nothing. The columns
// scroll sideways on small screens; cards drag between columns or move with «Mover a…».
import { useState } from 'react';
import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FilterX } from 'lucide-react';
import type { BoardColumn as BoardColumnData } from '../../../../machines/prospect-move/prospect-move.types';
import { BusyBar } from '../../../components/busy-bar';
import { LoadError } from '../../../components/load-error';
import { BoardColumn } from './board-column';
import type { ColumnPaging, PipelineStage, ProspectCard } from './board.types';

export interface BusinessBoardProps {
  stages: readonly PipelineStage[];
  /** The columns to draw (the server's, with the moves in flight applied). */
  columns: readonly BoardColumnData[];
  paging: Readonly<Record<string, ColumnPaging>>;
  loading: boolean;
  /** The previous filters' board while the new one loads. */
  refreshing?: boolean;
  error: string | null;
  onRetry?(): void;
  /** Whether any filter is set: an empty board then says so and offers to clear them. */
  filtered: boolean;
  onClearFilters?(): void;
  onLoadMore(stageId: string): void;
  movingIds?: ReadonlySet<string>;
  /** «Mover a…» on a card; without it the board is read-only. */
  onMoveCard?(card: ProspectCard, fromStageId: string): void;
  /** A card dropped on another column. */
  onDropCard?(card: ProspectCard, fromStageId: string, toStageId: string): void;
}

const NO_PAGING: ColumnPaging = { hasMore: false, loadingMore: false, error: null };

export function BusinessBoard(props: BusinessBoardProps) {
  const { stages, columns, paging, loading, error, filtered } = props;
  const [dragged, setDragged] = useState<{ card: ProspectCard; fromStageId: string } | null>(null);
  if (error) return <LoadError message={error} onRetry={props.onRetry} />;
  if (loading) return <BoardSkeleton />;
  const empty = columns.every((column) => column.total === 0 && column.cards.length === 0);
  if (empty && filtered)
    return (
      <Stack align="center" gap="3" py="16" borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <Text fontWeight="medium">Ningún negocio coincide con los filtros.</Text>
        {props.onClearFilters ? (
          <Button size="sm" variant="outline" colorPalette="gray" onClick={props.onClearFilters}>
            <FilterX aria-hidden />
            Limpiar filtros
          </Button>
        ) : null}
      </Stack>
    );
  return (
    <Box position="relative">
      <BusyBar busy={props.refreshing ?? false} />
      <Flex
        role="region"
        aria-label="Tablero de negocios"
        aria-busy={props.refreshing || undefined}
        // The row of columns scrolls sideways: keyboard users reach it too.
        tabIndex={0}
        gap="3"
        overflowX="auto"
        pb="3"
        align="flex-start"
      >
        {stages.map((stage) => {
          const column = columns.find((c) => c.stageId === stage.id);
          return (
            <BoardColumn
              key={stage.id}
              stage={stage}
              total={column?.total ?? 0}
              cards={column?.cards ?? []}
              paging={paging[stage.id] ?? NO_PAGING}
              onLoadMore={() => props.onLoadMore(stage.id)}
              movingIds={props.movingIds}
              dragged={dragged}
              onMoveCard={props.onMoveCard}
              onDragStart={
                props.onDropCard
                  ? (card, fromStageId) => setDragged({ card, fromStageId })
                  : undefined
              }
              onDragEnd={() => setDragged(null)}
              onDrop={
                props.onDropCard
                  ? (card, fromStageId, toStageId) => {
                      setDragged(null);
                      props.onDropCard?.(card, fromStageId, toStageId);
                    }
                  : undefined
              }
            />
          );
        })}
      </Flex>
    </Box>
  );
}

function BoardSkeleton() {
  return (
    <Flex
      gap="3"
      overflowX="hidden"
      aria-busy="true"
      aria-label="Cargando el tablero"
      role="status"
    >
      {Array.from({ length: 5 }, (_, column) => (
        <Box
          key={column}
          data-testid="board-skeleton"
          flex="0 0 auto"
          w={{ base: '72', md: '80' }}
          p="3"
          borderRadius="l3"
          bg="bg.subtle"
        >
          <Skeleton height="5" width="40%" mb="3" />
          <Stack gap="2">
            {Array.from({ length: 3 }, (_, card) => (
              <Skeleton key={card} height="28" borderRadius="l2" />
            ))}
          </Stack>
        </Box>
      ))}
    </Flex>
  );
}
