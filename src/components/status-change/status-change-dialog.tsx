// The one way staff change a sales record's status: the dialog offers only the moves its table
// lists from the current status (the server refuses the rest), explains each with its hint, and
// keeps the server's refusal in view, so the person can pick another status or cancel.
import { useId, useState } from 'react';
import { Alert, Button, Dialog, HStack, Portal, RadioCard, Stack, Text } from '@chakra-ui/react';
import { nextStatuses, type StatusTable } from '../../shared/sales-status';
import { StatusBadge } from '../status-badge/status-badge';
import { refusalMessage } from './refusal-message';
import { useInertOutside } from '../inert-outside';

export const FINAL_STATUS_TEXT = 'Es un estado final: no se puede cambiar.';

export interface StatusChangeDialogProps<S extends string> {
  table: StatusTable<S>;
  current: string;
  /** Which record changes, as the person reads it ('Solicitud de reserva N° 12 · Camila Rojas'). */
  recordLabel: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Saves the change; a rejection keeps the dialog open with its Spanish message. */
  onConfirm(status: S): Promise<void>;
}

export function StatusChangeDialog<S extends string>(props: StatusChangeDialogProps<S>) {
  const { table, current, recordLabel, open, onOpenChange, onConfirm } = props;
  const [choice, setChoice] = useState<S | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Each opening starts clean: no choice and no message from the previous attempt.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChoice(null);
      setError(null);
    }
  }
  const options = nextStatuses(table, current);
  const baseId = useId();

  const close = () => {
    if (!busy) onOpenChange(false);
  };
  const confirm = async () => {
    if (choice === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(choice);
      setBusy(false);
      onOpenChange(false);
    } catch (failure) {
      setBusy(false);
      setError(refusalMessage(failure));
    }
  };

  const inertOutside = useInertOutside(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? onOpenChange(true) : close())}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={inertOutside} aria-busy={busy || undefined}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>Cambiar estado</Dialog.Title>
              <Dialog.Description wordBreak="break-word">{recordLabel}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">Estado actual:</Text>
                  <StatusBadge table={table} value={current} />
                </HStack>
                {options.length === 0 ? (
                  <Text color="fg.muted">{FINAL_STATUS_TEXT}</Text>
                ) : (
                  <RadioCard.Root
                    size="sm"
                    orientation="vertical"
                    value={choice}
                    disabled={busy}
                    onValueChange={(details) =>
                      setChoice(options.find((code) => code === details.value) ?? null)
                    }
                  >
                    <RadioCard.Label>Nuevo estado</RadioCard.Label>
                    <Stack gap="2">
                      {options.map((code) => {
                        const hintId = `${baseId}-${code}-hint`;
                        return (
                          <RadioCard.Item key={code} value={code}>
                            <RadioCard.ItemHiddenInput aria-describedby={hintId} />
                            <RadioCard.ItemControl>
                              <RadioCard.ItemContent>
                                <RadioCard.ItemText>
                                  {table.statuses[code].label}
                                </RadioCard.ItemText>
                                <RadioCard.ItemDescription id={hintId}>
                                  {table.statuses[code].hint}
                                </RadioCard.ItemDescription>
                              </RadioCard.ItemContent>
                              <RadioCard.ItemIndicator />
                            </RadioCard.ItemControl>
                          </RadioCard.Item>
                        );
                      })}
                    </Stack>
                  </RadioCard.Root>
                )}
                {error ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>No se pudo cambiar el estado.</Alert.Title>
                      <Alert.Description>{error}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" colorPalette="gray" onClick={close} disabled={busy}>
                {options.length === 0 ? 'Cerrar' : 'Cancelar'}
              </Button>
              {options.length > 0 ? (
                <Button
                  colorPalette="primary"
                  onClick={() => void confirm()}
                  disabled={choice === null}
                  loading={busy}
                  loadingText="Guardando…"
                >
                  Cambiar estado
                </Button>
              ) : null}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
