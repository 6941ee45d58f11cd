// The news form (spec §3, §7): texts, rich body and footer, date, source, YouTube video, logo and
// cover, tags, related projects and whether it is published. Presentational: the page sends it
// and maps the server's answer (its Spanish messages land next to their fields).
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Card, Grid, HStack, Input, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { Link } from 'wouter';
import { ImageInput } from '../../components/file-drop/file-drop';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { NewsCheckboxGroup } from './news-checkbox-group';
import {
  NEWS_FIELDS,
  newsFormResolver,
  type NewsField,
  type NewsFormInput,
  type NewsFormValues,
} from './news-form.schema';
import type { Option } from './news.types';
import { RichTextEditor } from './rich-text-editor';

export interface NewsFormProps {
  mode: 'create' | 'edit';
  defaultValues: NewsFormInput;
  currentLogoUrl?: string | null;
  currentCoverUrl?: string | null;
  tags: readonly Option[];
  projects: readonly Option[];
  onSubmit(values: NewsFormValues): void;
  saving?: boolean;
  fieldErrors?: Partial<Record<NewsField, string>>;
  error?: string | null;
  validateOnMount?: boolean;
  /** Where "Cancelar" goes: the list, or home for a role that may not open it. */
  backHref?: string;
}

const isField = (field: string): field is NewsField =>
  (NEWS_FIELDS as readonly string[]).includes(field);

export function NewsForm(props: NewsFormProps) {
  const { mode, defaultValues, tags, projects, onSubmit } = props;
  const { saving = false, fieldErrors, error = null, validateOnMount = false } = props;
  const { register, control, handleSubmit, trigger, setError, formState } = useForm<
    NewsFormInput,
    unknown,
    NewsFormValues
  >({ resolver: newsFormResolver, defaultValues });
  const { errors } = formState;

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  useEffect(() => {
    let first = true;
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      if (!isField(field) || !message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  }, [fieldErrors, setError]);

  const text = (field: 'title' | 'subtitle' | 'source' | 'date' | 'video_youtube_id') => ({
    error: errors[field]?.message,
    disabled: saving,
  });
  const rich = (name: 'body' | 'body_footer', label: string, helper?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RichTextEditor
          label={label}
          helper={helper}
          value={field.value}
          onChange={field.onChange}
          error={errors[name]?.message}
          disabled={saving}
        />
      )}
    />
  );
  const group = (name: 'tagsNews' | 'projectsNews', legend: string, options: readonly Option[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NewsCheckboxGroup
          legend={legend}
          name={name}
          options={options}
          value={field.value}
          onChange={field.onChange}
          emptyText={name === 'tagsNews' ? 'No hay etiquetas.' : 'No hay proyectos.'}
          error={errors[name]?.message}
          disabled={saving}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      aria-label={mode === 'create' ? 'Crear noticia' : 'Editar noticia'}
      onSubmit={handleSubmit(onSubmit)}
    >
      <Stack gap="6">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap="6"
          alignItems="start"
        >
          <Card.Root>
            <Card.Body>
              <Stack gap="5">
                <FormField label="Título" required {...text('title')}>
                  <Input {...register('title')} />
                </FormField>
                <FormField label="Subtítulo" {...text('subtitle')}>
                  <Input {...register('subtitle')} />
                </FormField>
                {rich('body', 'Cuerpo')}
                {rich('body_footer', 'Pie de la noticia', 'Por ejemplo la fuente o un enlace.')}
              </Stack>
            </Card.Body>
          </Card.Root>
          <Stack gap="6">
            <Card.Root>
              <Card.Body>
                <SimpleGrid columns={{ base: 1, md: 2, xl: 1 }} gap="5">
                  <FormField label="Fecha" required helper="dd-mm-aaaa" {...text('date')}>
                    <Input inputMode="numeric" placeholder="dd-mm-aaaa" {...register('date')} />
                  </FormField>
                  <FormField label="Fuente" {...text('source')}>
                    <Input {...register('source')} />
                  </FormField>
                  <FormField
                    label="ID del video de YouTube"
                    helper="Las 11 letras tras «v=» en el enlace, por ejemplo dQw4w9WgXcQ."
                    {...text('video_youtube_id')}
                  >
                    <Input autoComplete="off" {...register('video_youtube_id')} />
                  </FormField>
                  <Controller
                    control={control}
                    name="visible"
                    render={({ field }) => (
                      <Switch.Root
                        colorPalette="primary"
                        checked={field.value}
                        disabled={saving}
                        onCheckedChange={(details) => field.onChange(details.checked)}
                      >
                        <Switch.HiddenInput />
                        <Switch.Control>
                          <Switch.Thumb />
                        </Switch.Control>
                        <Switch.Label>Visible en el sitio público</Switch.Label>
                      </Switch.Root>
                    )}
                  />
                </SimpleGrid>
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Body>
                <SimpleGrid columns={{ base: 1, md: 2, xl: 1 }} gap="5">
                  {(['logo', 'cover_page'] as const).map((slot) => (
                    <Controller
                      key={slot}
                      control={control}
                      name={slot}
                      render={({ field }) => (
                        <ImageInput
                          label={slot === 'logo' ? 'Logo' : 'Portada'}
                          file={field.value ?? null}
                          currentUrl={
                            slot === 'logo' ? props.currentLogoUrl : props.currentCoverUrl
                          }
                          onChange={field.onChange}
                          error={errors[slot]?.message}
                          disabled={saving}
                        />
                      )}
                    />
                  ))}
                </SimpleGrid>
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Body>
                <Stack gap="5">
                  {group('tagsNews', 'Etiquetas', tags)}
                  {group('projectsNews', 'Proyectos relacionados', projects)}
                </Stack>
              </Card.Body>
            </Card.Root>
          </Stack>
        </Grid>
        <HStack gap="3" justify="flex-end">
          <Button asChild variant="outline" colorPalette="gray">
            <Link href={props.backHref ?? '/news'}>Cancelar</Link>
          </Button>
          <Button type="submit" colorPalette="primary" loading={saving} loadingText="Guardando…">
            {mode === 'create' ? 'Crear noticia' : 'Guardar cambios'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
