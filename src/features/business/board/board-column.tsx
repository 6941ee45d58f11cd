// One pipeline stage: its name, how many prospects it holds (the server's total, not the cards
// loaded), its cards, and «Ver más» while the stage has more pages. It is a drop target for a
// card dragged from another column, highlighted while the card is over it.
import { useDeferredValue, useState, type DragEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Flex,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
import { formatNumber } from '../../../lib/format';
import type { ColumnPaging, PipelineStage, ProspectCard } from './board.types';
import { ProspectCardView } from './prospect-card';

export interface BoardColumnProps {
  stage: Pick<PipelineStage, 'id' | 'name'>;
  total: number;
  cards: readonly ProspectCard[];
  paging: ColumnPaging;
  onLoadMore(): void;
  /** Ids of cards with a move saving or waiting. */
  movingIds?: ReadonlySet<string>;
  /** The card being dragged anywhere on the board, and the column it left. */
  dragged?: { card: ProspectCard; fromStageId: string } | null;
  onMoveCard?(card: ProspectCard, fromStageId: string): void;
  onDragStart?(card: ProspectCard, fromStageId: string): void;
  onDragEnd?(): void;
  onDrop?(card: ProspectCard, fromStageId: string, toStageId: string): void;
}

/**
 * The cards a column draws in its first render: about what its scrolling list shows on a tall
 * screen (70vh). The rest follow in a deferred render, which React interrupts for input: drawing
 * every card of the first screen before one was usable was most of the board's first render.
 */
export const FIRST_DRAWN_CARDS = 8;

export function BoardColumn(props: BoardColumnProps) {
  const { stage, total, paging, dragged = null, movingIds } = props;
  const [over, setOver] = useState(false);
  // False in the column's first render only, then true for good (a background render).
  const complete = useDeferredValue(true, false);
  const cards = complete ? props.cards : props.cards.slice(0, FIRST_DRAWN_CARDS);
  // Only a card of another column may land here; its own column is no target.
  const accepts =
    dragged !== null && dragged.fromStageId !== stage.id && props.onDrop !== undefined;
  const headingId = `stage-${stage.id}-heading`;
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!accepts) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (!over) setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    setOver(false);
    if (!accepts || !dragged) return;
    event.preventDefault();
    props.onDrop?.(dragged.card, dragged.fromStageId, stage.id);
  };
  return (
    <chakra.section
      aria-labelledby={headingId}
      data-stage={stage.id}
      data-drop-target={over || undefined}
      flex="0 0 auto"
      w={{ base: '72', md: '80' }}
      display="flex"
      flexDirection="column"
      borderWidth="2px"
      borderStyle={over ? 'dashed' : 'solid'}
      borderColor={over ? 'primary.solid' : 'border.muted'}
      bg={over ? 'primary.subtle' : 'bg.subtle'}
      borderRadius="l3"
      transition="background 0.15s, border-color 0.15s"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={(event: DragEvent<HTMLElement>) => {
        // Leaving for a child of the column is no leave.
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        setOver(false);
      }}
      onDrop={onDrop}
    >
      <Flex align="center" justify="space-between" gap="2" px="3" pt="3" pb="2">
        <Heading as="h2" size="sm" id={headingId} lineClamp={1} title={stage.name}>
          {stage.name}
        </Heading>
        <Badge colorPalette="gray" variant="solid" data-testid="stage-count">
          {formatNumber(total)}
          <VisuallyHidden>{total === 1 ? ' negocio' : ' negocios'}</VisuallyHidden>
        </Badge>
      </Flex>
      <Stack
        as="ul"
        gap="2"
        px="2"
        pb="2"
        m="0"
        maxH="70vh"
        overflowY="auto"
        // A region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={cards.length > 0 ? 0 : undefined}
        aria-label={`Negocios en ${stage.name}`}
      >
        {cards.map((card) => (
          <ProspectCardView
            key={card.id}
            card={card}
            moving={movingIds?.has(card.id) ?? false}
            dragging={dragged?.card.id === card.id}
            onMove={props.onMoveCard ? (moved) => props.onMoveCard?.(moved, stage.id) : undefined}
            onDragStart={
              props.onDragStart ? (moved) => props.onDragStart?.(moved, stage.id) : undefined
            }
            onDragEnd={props.onDragEnd}
          />
        ))}
      </Stack>
      {cards.length === 0 ? (
        <Text px="3" pb="4" textStyle="sm" color="fg.muted" textAlign="center">
          Sin negocios en esta etapa
        </Text>
      ) : null}
      {paging.error ? (
        <Alert.Root status="error" role="alert" size="sm" mx="2" mb="2" w="auto">
          <Alert.Content>
            <Alert.Description>{paging.error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {paging.hasMore || paging.error ? (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="primary"
          mx="2"
          mb="2"
          loading={paging.loadingMore}
          loadingText="Cargando…"
          aria-label={`${paging.error ? 'Reintentar' : 'Ver más'} negocios de ${stage.name}`}
          onClick={props.onLoadMore}
        >
          {paging.error ? 'Reintentar' : 'Ver más'}
        </Button>
      ) : null}
    </chakra.section>
  );
}
