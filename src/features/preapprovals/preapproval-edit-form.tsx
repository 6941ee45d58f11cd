// The edit form of the details page: the status (the current one or one the status table allows
// next), the description of what happened, and optionally a new PDF. Presentational: the page
// sends and tells how it went (saving, the server's refusal).
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { isStatus, nextStatuses, preapprovalStatus, statusLabel } from '../../shared/sales-status';
import { DocumentField } from './document-field';
import {
  PREAPPROVAL_EDIT_FIELDS,
  preapprovalEditSchema,
  type PreapprovalEditField,
  type PreapprovalEditInput,
  type PreapprovalEditValues,
} from './preapproval-edit.schema';

export interface PreapprovalEditFormProps {
  /** The stored status: always offered, so a description or a document can change alone. */
  current: string;
  description: string;
  onSubmit(values: PreapprovalEditValues): void;
  saving?: boolean;
  /** The server's refusal that belongs to no field. */
  error?: string | null;
  fieldErrors?: Partial<Record<PreapprovalEditField, string>>;
  validateOnMount?: boolean;
}

const hintOf = (status: string) =>
  isStatus(preapprovalStatus, status) ? preapprovalStatus.statuses[status].hint : undefined;

export function PreapprovalEditForm(props: PreapprovalEditFormProps) {
  const { current, saving = false, error = null, fieldErrors, validateOnMount = false } = props;
  const { register, control, handleSubmit, watch, trigger, setError, formState } = useForm<
    PreapprovalEditInput,
    unknown,
    PreapprovalEditValues
  >({
    resolver: zodResolver(preapprovalEditSchema),
    defaultValues: { status: current, description: props.description, file: null },
  });
  const { errors } = formState;
  const choices = [current, ...nextStatuses(preapprovalStatus, current)];

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);
  useEffect(() => {
    for (const field of PREAPPROVAL_EDIT_FIELDS) {
      const message = fieldErrors?.[field];
      if (message) setError(field, { type: 'server', message });
    }
  }, [fieldErrors, setError]);

  return (
    <form noValidate aria-label="Editar preaprobación" onSubmit={handleSubmit(props.onSubmit)}>
      <Stack gap="4">
        {error ? <FormAlert title="No se guardaron los cambios.">{error}</FormAlert> : null}
        <FormField
          label="Estado"
          required
          disabled={saving}
          error={errors.status?.message}
          helper={hintOf(watch('status'))}
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...register('status')}>
              {choices.map((code) => (
                <option key={code} value={code}>
                  {statusLabel(preapprovalStatus, code)}
                  {code === current ? ' (actual)' : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label="Descripción"
          required
          disabled={saving}
          error={errors.description?.message}
        >
          <Textarea rows={4} autoresize {...register('description')} />
        </FormField>
        <Controller
          control={control}
          name="file"
          render={({ field, fieldState }) => (
            <FormField
              label="Documento PDF (opcional)"
              disabled={saving}
              error={fieldState.error?.message}
              helper="Reemplaza el documento actual. Hasta 10 MB."
            >
              <DocumentField
                file={field.value ?? null}
                disabled={saving}
                onChange={(file) => {
                  field.onChange(file);
                  void trigger('file');
                }}
              />
            </FormField>
          )}
        />
        <Button
          type="submit"
          colorPalette="primary"
          alignSelf="start"
          loading={saving}
          loadingText="Guardando…"
        >
          Guardar cambios
        </Button>
      </Stack>
    </form>
  );
}
