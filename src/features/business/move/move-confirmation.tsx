// The second question before a move into a permanent stage (Ganado, Perdido, or back to the
// first stage): the board asks once more because such a move closes or restarts the deal.
import { Blockquote, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { BoardStage } from '../../../../machines/prospect-move/prospect-move.types';

export interface MoveConfirmationProps {
  name: string;
  stage: BoardStage;
  /** The pipeline's first stage: permanent too, but it starts the deal over. */
  initial: boolean;
  description: string;
  onBack(): void;
  onConfirm(): void;
}

export function MoveConfirmation(props: MoveConfirmationProps) {
  const { name, stage, initial, description, onBack, onConfirm } = props;
  const kind = initial ? 'Es la etapa de inicio del pipeline' : 'Es una etapa final';
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>¿Mover a {stage.name}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Dialog.Description wordBreak="break-word">
            {kind}: el negocio de {name} quedará en «{stage.name}».
          </Dialog.Description>
          <Text fontWeight="medium">Motivo</Text>
          <Blockquote.Root>
            <Blockquote.Content wordBreak="break-word">{description}</Blockquote.Content>
          </Blockquote.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="gray" onClick={onBack}>
          Volver
        </Button>
        <Button colorPalette="primary" onClick={onConfirm}>
          Sí, mover
        </Button>
      </Dialog.Footer>
    </>
  );
}
