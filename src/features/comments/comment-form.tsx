// The comment form of /comments/create and /comments/{id}/details: name, comment, project and an
// optional picture with its preview. Presentational: the page sends and tells how it went.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { ImageInput } from '../../components/file-drop/file-drop';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { formatNumber } from '../../lib/format';
import { COMMENT_MEDIA_MAX_BYTES, COMMENT_TEXT_MAX } from '../../shared/schemas/comments';
import {
  COMMENT_FORM_FIELDS,
  COMMENT_MEDIA_ACCEPT,
  commentFormSchema,
  type CommentFormField,
  type CommentFormInput,
  type CommentFormValues,
} from './comment-form.schema';
import type { Option } from './comments.types';

export interface CommentFormProps {
  initial?: { name: string; comment: string; project_id: string; mediaUrl?: string | null };
  projects: readonly Option[];
  onSubmit(values: CommentFormValues): void;
  submitLabel: string;
  saving?: boolean;
  /** The server's refusal that belongs to no field. */
  error?: string | null;
  fieldErrors?: Partial<Record<CommentFormField, string>>;
  validateOnMount?: boolean;
}

export function CommentForm(props: CommentFormProps) {
  const { initial, projects, saving = false, error = null, fieldErrors } = props;
  const { register, control, handleSubmit, watch, trigger, setError, formState } = useForm<
    CommentFormInput,
    unknown,
    CommentFormValues
  >({
    resolver: zodResolver(commentFormSchema),
    defaultValues: {
      name: initial?.name ?? '',
      comment: initial?.comment ?? '',
      project_id: initial?.project_id ?? '',
      media: null,
    },
  });
  const { errors } = formState;
  const length = watch('comment').length;

  useEffect(() => {
    if (props.validateOnMount) void trigger();
  }, [props.validateOnMount, trigger]);
  useEffect(() => {
    for (const field of COMMENT_FORM_FIELDS) {
      const message = fieldErrors?.[field];
      if (message) setError(field, { type: 'server', message });
    }
  }, [fieldErrors, setError]);

  return (
    <form noValidate aria-label="Comentario" onSubmit={handleSubmit(props.onSubmit)}>
      <Stack gap="4" maxW="2xl">
        {error ? <FormAlert title="No se guardó el comentario.">{error}</FormAlert> : null}
        <FormField label="Nombre" required disabled={saving} error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField
          label="Comentario"
          required
          disabled={saving}
          error={errors.comment?.message}
          helper={`${formatNumber(length)} de ${formatNumber(COMMENT_TEXT_MAX)} caracteres`}
        >
          <Textarea rows={5} autoresize {...register('comment')} />
        </FormField>
        <FormField label="Proyecto" required disabled={saving} error={errors.project_id?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('project_id')}>
              <option value="">Elige un proyecto</option>
              {projects.map((project) => (
                <option key={project.value} value={project.value}>
                  {project.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Controller
          control={control}
          name="media"
          render={({ field, fieldState }) => (
            <ImageInput
              label="Imagen (opcional)"
              file={field.value ?? null}
              currentUrl={initial?.mediaUrl ?? null}
              accept={COMMENT_MEDIA_ACCEPT}
              maxBytes={COMMENT_MEDIA_MAX_BYTES}
              error={fieldState.error?.message}
              disabled={saving}
              onChange={(file) => {
                field.onChange(file);
                void trigger('media');
              }}
            />
          )}
        />
        <Button
          type="submit"
          colorPalette="primary"
          alignSelf="start"
          loading={saving}
          loadingText="Guardando…"
        >
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
