// The prospect's stage moves, newest first: from → to, the description the mover wrote, who and
// when. The first placement has no "from" stage (the prospect entered the pipeline there).
import { Badge, EmptyState, HStack, Text, Timeline } from '@chakra-ui/react';
import { ArrowRight, History, MoveRight } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';
import { personName } from './business-labels';
import type { ProspectStageMove } from './business-details.types';

// The server sends them newest first; sorting again keeps the promise if that ever changes.
const newestFirst = (moves: readonly ProspectStageMove[]) =>
  [...moves].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

function MoveTitle({ move }: { move: ProspectStageMove }) {
  if (!move.from_stage)
    return (
      <HStack gap="2" wrap="wrap">
        <Text>Ingresó a</Text>
        <Badge variant="subtle" colorPalette="blue">
          {move.to_stage.name}
        </Badge>
      </HStack>
    );
  return (
    <HStack gap="2" wrap="wrap">
      <Badge variant="subtle" colorPalette="gray">
        {move.from_stage.name}
      </Badge>
      <ArrowRight size={14} aria-hidden />
      <Text as="span" srOnly>
        a
      </Text>
      <Badge variant="subtle" colorPalette="blue">
        {move.to_stage.name}
      </Badge>
    </HStack>
  );
}

export function StageHistoryTimeline({ moves }: { moves: readonly ProspectStageMove[] }) {
  if (moves.length === 0)
    return (
      <EmptyState.Root size="sm" borderWidth="1px" rounded="md">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <History aria-hidden />
          </EmptyState.Indicator>
          <EmptyState.Title>Sin movimientos de etapa.</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <Timeline.Root
      as="ol"
      listStyleType="none"
      size="lg"
      variant="subtle"
      aria-label="Movimientos de etapa"
    >
      {newestFirst(moves).map((move) => (
        <Timeline.Item as="li" key={move.id}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator>
              <MoveRight size={14} aria-hidden />
            </Timeline.Indicator>
          </Timeline.Connector>
          <Timeline.Content gap="1" pb="6" minW="0">
            <Timeline.Title as="div">
              <MoveTitle move={move} />
            </Timeline.Title>
            {move.description ? <Text wordBreak="break-word">{move.description}</Text> : null}
            <Timeline.Description>
              {move.user ? personName(move.user) : 'Sistema'} ·{' '}
              <time dateTime={move.created_at}>{formatDateTime(move.created_at)}</time>
            </Timeline.Description>
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
