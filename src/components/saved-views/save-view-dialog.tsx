// «Guardar vista…»: a name (unique per list, the server says so in Spanish) and whether the list
// opens with this view.
import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useInertOutside } from '../inert-outside';

export interface SaveViewDialogProps {
  open: boolean;
  /** Saves; resolves to the message to show by the name, or null when saved. */
  onSave(name: string, isDefault: boolean): Promise<string | null>;
  onClose(): void;
}

export function SaveViewDialog({ open, onSave, onClose }: SaveViewDialogProps) {
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const close = () => {
    setName('');
    setIsDefault(false);
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Escribe un nombre para la vista.');
      return;
    }
    setBusy(true);
    const failure = await onSave(name.trim(), isDefault);
    setBusy(false);
    if (failure) setError(failure);
    else close();
  };

  const inertOutside = useInertOutside(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && close()}
      placement="center"
      initialFocusEl={() => input.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={inertOutside} as="form" onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>Guardar vista</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={error !== null}>
                  <Field.Label>Nombre de la vista</Field.Label>
                  <Input
                    ref={input}
                    value={name}
                    maxLength={80}
                    placeholder="Ej.: Reservas por vencer de Parque Quilicura"
                    onChange={(event) => {
                      setName(event.target.value);
                      setError(null);
                    }}
                  />
                  <Field.HelperText>
                    Guarda los filtros, el orden, las columnas y la densidad que ves ahora.
                  </Field.HelperText>
                  {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
                </Field.Root>
                <Checkbox.Root
                  checked={isDefault}
                  onCheckedChange={(details) => setIsDefault(details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Abrir la lista con esta vista</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                Cancelar
              </Button>
              <Button type="submit" loading={busy}>
                Guardar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
