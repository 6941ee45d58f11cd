// The "Mover a…" dialog of the board: the stage to move to (every stage but the current one, a
// radio group, so arrows move the choice), why it moves (required), and a second question for a
// permanent stage. It reads the board's prospect-move actor and sends it domain events; the
// machine validates, so the messages here are the machine's.
import { Button, Dialog, Field, Portal, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { dialogStateOf } from '../../../../machines/prospect-move/prospect-move.machine';
import {
  MAX_DESCRIPTION,
  MESSAGES,
  customerName,
  thousands,
} from '../../../../machines/prospect-move/prospect-move.rules';
import { MoveConfirmation } from './move-confirmation';
import type { ProspectMoveActor } from './use-prospect-move';
import { useInertOutside } from '../../../components/inert-outside';

// Which field a refusal belongs under: the stage picker's or the description's.
const STAGE_ERRORS: readonly string[] = [MESSAGES.noTarget, MESSAGES.sameStage];

export function ProspectMoveDialog({ actor }: { actor: ProspectMoveActor }) {
  const dialogState = useSelector(actor, dialogStateOf);
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const stages = useSelector(actor, (snapshot) => snapshot.context.stages);
  const inertOutside = useInertOutside(dialogState !== 'closed');
  if (!draft) return null;
  const current = stages.find((stage) => stage.id === draft.fromStageId);
  const target = stages.find((stage) => stage.id === draft.toStageId);
  const options = stages.filter((stage) => stage.id !== draft.fromStageId);
  const stageError = draft.error && STAGE_ERRORS.includes(draft.error) ? draft.error : null;
  const descriptionError = draft.error && !stageError ? draft.error : null;
  const name = customerName(draft.card);
  return (
    <Dialog.Root
      open={dialogState !== 'closed'}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'move.cancel' });
      }}
      placement="center"
      scrollBehavior="inside"
      role={dialogState === 'confirming' ? 'alertdialog' : 'dialog'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={inertOutside}>
            {dialogState === 'confirming' && target ? (
              <MoveConfirmation
                name={name}
                stage={target}
                initial={stages[0]?.id === target.id}
                description={draft.description.trim()}
                onBack={() => actor.send({ type: 'move.back' })}
                onConfirm={() => actor.send({ type: 'move.confirm' })}
              />
            ) : (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  actor.send({ type: 'move.submit' });
                }}
              >
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                  <Dialog.Title>Mover negocio</Dialog.Title>
                  <Dialog.Description wordBreak="break-word">
                    {name} · ahora en {current?.name ?? 'una etapa desconocida'}
                  </Dialog.Description>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="5">
                    <Field.Root invalid={Boolean(stageError)} required>
                      <RadioGroup.Root
                        size="sm"
                        value={draft.toStageId}
                        onValueChange={(details) =>
                          details.value &&
                          actor.send({ type: 'move.target', toStageId: details.value })
                        }
                        aria-label="Etapa de destino"
                      >
                        <RadioGroup.Label mb="2">Etapa de destino</RadioGroup.Label>
                        <Stack gap="2">
                          {options.map((stage) => (
                            <RadioGroup.Item key={stage.id} value={stage.id}>
                              <RadioGroup.ItemHiddenInput />
                              <RadioGroup.ItemIndicator />
                              <RadioGroup.ItemText>
                                {stage.name}
                                {stage.permanent ? ' (pide confirmación)' : ''}
                              </RadioGroup.ItemText>
                            </RadioGroup.Item>
                          ))}
                        </Stack>
                      </RadioGroup.Root>
                      <Field.ErrorText>{stageError}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={Boolean(descriptionError)} required>
                      <Field.Label>
                        ¿Por qué se mueve?
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Textarea
                        rows={4}
                        autoresize
                        value={draft.description}
                        placeholder="Ej.: Envió su carpeta para la evaluación financiera."
                        onChange={(event) =>
                          actor.send({ type: 'move.describe', description: event.target.value })
                        }
                      />
                      {descriptionError ? (
                        <Field.ErrorText>{descriptionError}</Field.ErrorText>
                      ) : (
                        <Field.HelperText>
                          {thousands(draft.description.trim().length)} de{' '}
                          {thousands(MAX_DESCRIPTION)} caracteres
                        </Field.HelperText>
                      )}
                    </Field.Root>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button
                    variant="outline"
                    colorPalette="gray"
                    onClick={() => actor.send({ type: 'move.cancel' })}
                  >
                    Cancelar
                  </Button>
                  <Button type="submit" colorPalette="primary">
                    Mover
                  </Button>
                </Dialog.Footer>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
