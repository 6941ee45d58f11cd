// Stories drive the real prospect-move machine over a fake `commit` (nothing reaches a server):
// each story sends the events that bring a fresh actor to its state. A small stand-in board draws
// the optimistic result with applyMoves, so the counts and the waiting moves show as the board
// engineer's columns will show them.
import { useEffect, useState } from 'react';
import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { applyMoves, stageOfCard } from '../../../../machines/prospect-move/prospect-move.board';
import { customerName } from '../../../../machines/prospect-move/prospect-move.rules';
import type {
  ProspectMoveDeps,
  ProspectMoveEvent,
} from '../../../../machines/prospect-move/prospect-move.types';
import { MoveNotices } from './move-notices';
import { ProspectMoveDialog } from './prospect-move-dialog';
import { COLUMNS, STAGES } from './prospect-move.fixtures';
import { useMoveActor, useMoveView } from './use-prospect-move';

/** How the fake server answers every move: never (saving), with a refusal, or saved. */
export type CommitScript = { wait: true } | { fail: string } | { save: true };

function fakeDeps(script: CommitScript): ProspectMoveDeps {
  return {
    commit: (request) => {
      if ('fail' in script) return Promise.reject(new Error(script.fail));
      if ('wait' in script) return new Promise(() => undefined);
      const moved = COLUMNS.flatMap((column) => column.cards).find(
        (card) => card.id === request.prospectId,
      );
      return moved ? Promise.resolve(moved) : Promise.reject(new Error('Negocio desconocido.'));
    },
  };
}

export interface MoveStoryProps {
  commit?: CommitScript;
  /** Sent once mounted, to bring the machine to the state the story shows. */
  events?: readonly ProspectMoveEvent[];
}

export function MoveStory({ commit = { wait: true }, events = [] }: MoveStoryProps) {
  const [deps] = useState(() => fakeDeps(commit));
  const { actor, moves, open } = useMoveView(useMoveActor(STAGES, deps));
  useEffect(() => {
    events.forEach((event) => actor.send(event));
    // Once: the events bring a fresh actor to the story's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  const columns = applyMoves(COLUMNS, moves);
  const stateOf = (id: string) =>
    moves.find((move) => move.prospectId === id && move.state !== 'failed')?.state;
  return (
    <Stack gap="4" p="4">
      <MoveNotices actor={actor} />
      <HStack align="flex-start" gap="4" wrap="wrap">
        {columns.map((column) => (
          <Box key={column.stageId} borderWidth="1px" rounded="md" p="3" minW="48" maxW="64">
            <Heading size="sm" mb="2" data-testid={`columna-${column.stageId}`}>
              {STAGES.find((stage) => stage.id === column.stageId)?.name} · {column.total}
            </Heading>
            <Stack gap="2">
              {column.cards.map((card) => (
                <Stack key={card.id} gap="1" borderWidth="1px" rounded="sm" p="2">
                  <Text fontSize="sm" wordBreak="break-word">
                    {customerName(card)}
                  </Text>
                  <HStack gap="2">
                    {stateOf(card.id) === 'saving' ? <Badge>Guardando…</Badge> : null}
                    {moves.some((m) => m.prospectId === card.id && m.state === 'queued') ? (
                      <Badge colorPalette="yellow">Otro movimiento en espera</Badge>
                    ) : null}
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => open(card, stageOfCard(COLUMNS, moves, card.id) ?? '')}
                    >
                      Mover a…
                    </Button>
                  </HStack>
                </Stack>
              ))}
            </Stack>
          </Box>
        ))}
      </HStack>
      <ProspectMoveDialog actor={actor} />
    </Stack>
  );
}
