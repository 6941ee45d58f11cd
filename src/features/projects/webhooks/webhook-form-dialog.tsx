// Create or edit a webhook in a dialog: the shared schema (the server parses with the same one),
// every field required, the event from the contract's list, Spanish errors by each field.
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import {
  WEBHOOK_EVENT_TYPES,
  webhookEventLabels,
  webhookSchema,
  type WebhookInput,
  type WebhookValues,
} from '../../../shared/schemas/webhooks';
import { FormAlert } from '../../../components/form-alert';
import { useInertOutside } from '../../../components/inert-outside';

export type WebhookField = keyof WebhookValues;
export const WEBHOOK_FIELDS: readonly WebhookField[] = ['name', 'description', 'event_type', 'url'];

export interface WebhookFormDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  defaultValues: WebhookInput;
  saving?: boolean;
  fieldErrors?: Partial<Record<WebhookField, string>>;
  error?: string | null;
  validateOnMount?: boolean;
  onSubmit(values: WebhookValues): void;
  onClose(): void;
}

function LabeledField(props: {
  label: string;
  error?: string;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root required invalid={Boolean(props.error)}>
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {props.children}
      {props.helper && !props.error ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

function WebhookForm(props: WebhookFormDialogProps) {
  const { mode, defaultValues, saving = false, fieldErrors, error = null, validateOnMount } = props;
  const { register, handleSubmit, setError, trigger, formState } = useForm<
    WebhookInput,
    unknown,
    WebhookValues
  >({
    resolver: zodResolver(webhookSchema),
    defaultValues,
  });
  const { errors } = formState;

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  useEffect(() => {
    for (const field of WEBHOOK_FIELDS) {
      const message = fieldErrors?.[field];
      if (message) setError(field, { type: 'server', message });
    }
  }, [fieldErrors, setError]);

  return (
    <form
      noValidate
      aria-label={mode === 'create' ? 'Nuevo webhook' : 'Editar webhook'}
      onSubmit={handleSubmit(props.onSubmit)}
    >
      <Dialog.Header>
        <Dialog.Title>{mode === 'create' ? 'Nuevo webhook' : 'Editar webhook'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {error ? <FormAlert>{error}</FormAlert> : null}
          <LabeledField label="Nombre" error={errors.name?.message}>
            <Input disabled={saving} {...register('name')} />
          </LabeledField>
          <LabeledField label="Descripción" error={errors.description?.message}>
            <Textarea rows={3} disabled={saving} {...register('description')} />
          </LabeledField>
          <LabeledField label="Evento" error={errors.event_type?.message}>
            <NativeSelect.Root disabled={saving}>
              <NativeSelect.Field {...register('event_type')}>
                <option value="" disabled>
                  Elige un evento
                </option>
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {webhookEventLabels[type]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabeledField>
          <LabeledField
            label="URL"
            helper="Dirección pública http:// o https:// que recibirá un POST con JSON."
            error={errors.url?.message}
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              disabled={saving}
              {...register('url')}
            />
          </LabeledField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="gray" onClick={props.onClose} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" colorPalette="primary" loading={saving} loadingText="Guardando…">
          {mode === 'create' ? 'Crear webhook' : 'Guardar cambios'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

export function WebhookFormDialog(props: WebhookFormDialogProps) {
  const { open, saving = false, onClose } = props;
  const inertOutside = useInertOutside(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !saving && onClose()}
      closeOnInteractOutside={!saving}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={inertOutside}>
            {open ? <WebhookForm {...props} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
