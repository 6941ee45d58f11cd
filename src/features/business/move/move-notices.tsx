// Why a move did not happen (the server refused it, or a waiting move became pointless), one
// notice per move until the user closes it. The card is already back where it was: the notice
// says so in Spanish. Reads the board's prospect-move actor.
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { customerName } from '../../../../machines/prospect-move/prospect-move.rules';
import type { ProspectMoveActor } from './use-prospect-move';

export function MoveNotices({ actor }: { actor: ProspectMoveActor }) {
  const moves = useSelector(actor, (snapshot) => snapshot.context.moves);
  const stages = useSelector(actor, (snapshot) => snapshot.context.stages);
  const failed = moves.filter((move) => move.state === 'failed');
  if (failed.length === 0) return null;
  const stageName = (id: string) => stages.find((stage) => stage.id === id)?.name ?? 'otra etapa';
  return (
    <Stack gap="2" aria-label="Movimientos no realizados" role="region">
      {failed.map((move) => {
        const name = customerName(move.card);
        return (
          <Alert.Root key={move.key} status="error" role="alert" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                El negocio de {name} no pasó a {stageName(move.toStageId)}
              </Alert.Title>
              <Alert.Description wordBreak="break-word">{move.error}</Alert.Description>
            </Alert.Content>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="gray"
              aria-label={`Cerrar el aviso de ${name}`}
              onClick={() => actor.send({ type: 'move.dismiss', key: move.key })}
            >
              Cerrar
            </Button>
          </Alert.Root>
        );
      })}
    </Stack>
  );
}
