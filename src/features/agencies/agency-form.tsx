// The agency form (spec §3): every field of an agency, its logo and cover page, and on the edit
// page the projects it holds. Presentational: the page sends and maps the server's answer.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Card, Grid, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Link } from 'wouter';
import { ImageInput } from '../../components/file-drop/file-drop';
import { AgencyProjectsCard } from './agency-projects-card';
import {
  agencyFormResolver,
  isAgencyField,
  type AgencyField,
  type AgencyFormInput,
  type AgencyFormValues,
} from './agency-form.schema';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { QuantityInput } from '../../components/number-input/number-input';

export interface AgencyFormProps {
  mode: 'create' | 'edit';
  defaultValues: AgencyFormInput;
  currentLogoUrl?: string | null;
  currentCoverUrl?: string | null;
  /** The agency's projects (edit page), shown read-only. */
  projects?: ReadonlyArray<{ id: string; name: string }>;
  onSubmit(values: AgencyFormValues): void;
  saving?: boolean;
  fieldErrors?: Partial<Record<AgencyField, string>>;
  error?: string | null;
  validateOnMount?: boolean;
}

export function AgencyForm(props: AgencyFormProps) {
  const { mode, defaultValues, currentLogoUrl, currentCoverUrl, projects, onSubmit } = props;
  const { saving = false, fieldErrors, error = null, validateOnMount = false } = props;
  const { register, control, handleSubmit, trigger, setError, formState } = useForm<
    AgencyFormInput,
    unknown,
    AgencyFormValues
  >({ resolver: agencyFormResolver(mode), defaultValues });
  const { errors } = formState;

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  useEffect(() => {
    let first = true;
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      if (!isAgencyField(field) || !message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  }, [fieldErrors, setError]);

  const text = (
    field: Exclude<AgencyField, 'orden' | 'restriction_quantity' | 'logo' | 'cover_page'>,
  ) => ({
    error: errors[field]?.message,
    disabled: saving,
  });

  return (
    <form
      noValidate
      aria-label={mode === 'create' ? 'Crear inmobiliaria' : 'Editar inmobiliaria'}
      onSubmit={handleSubmit(onSubmit)}
    >
      <Stack gap="6">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="6">
            <Card.Root>
              <Card.Header>
                <Card.Title>Datos de la inmobiliaria</Card.Title>
              </Card.Header>
              <Card.Body>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  <FormField label="Nombre" required {...text('name')}>
                    <Input autoComplete="organization" {...register('name')} />
                  </FormField>
                  <FormField
                    label="Razón social"
                    required={mode === 'edit'}
                    {...text('official_name')}
                  >
                    <Input {...register('official_name')} />
                  </FormField>
                  <FormField label="Representante legal" {...text('representative')}>
                    <Input autoComplete="name" {...register('representative')} />
                  </FormField>
                  <FormField label="Dirección" {...text('address')}>
                    <Input autoComplete="street-address" {...register('address')} />
                  </FormField>
                  <FormField
                    label="Teléfono"
                    helper="Por ejemplo +56 2 2345 6789."
                    {...text('phone')}
                  >
                    <Input type="tel" autoComplete="tel" {...register('phone')} />
                  </FormField>
                  <FormField label="Correo" {...text('email')}>
                    <Input type="email" autoComplete="email" {...register('email')} />
                  </FormField>
                  <FormField
                    label="Sitio web"
                    helper="Con https://, por ejemplo https://www.inmobiliaria.cl."
                    {...text('url_site')}
                  >
                    <Input type="url" autoComplete="url" {...register('url_site')} />
                  </FormField>
                </SimpleGrid>
                <Stack mt="5">
                  <FormField label="Descripción" {...text('description')}>
                    <Textarea rows={4} autoresize {...register('description')} />
                  </FormField>
                </Stack>
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Header>
                <Card.Title>Publicación y plan</Card.Title>
              </Card.Header>
              <Card.Body>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  <FormField
                    label="Orden"
                    helper="Posición en el sitio público; las de menor número aparecen primero."
                    error={errors.orden?.message}
                    disabled={saving}
                  >
                    <Controller
                      control={control}
                      name="orden"
                      render={({ field }) => <QuantityInput {...field} />}
                    />
                  </FormField>
                  <FormField
                    label="Cupo de proyectos del plan"
                    helper="Cuántos proyectos puede publicar. En blanco: sin límite."
                    error={errors.restriction_quantity?.message}
                    disabled={saving}
                  >
                    <Controller
                      control={control}
                      name="restriction_quantity"
                      render={({ field }) => <QuantityInput {...field} />}
                    />
                  </FormField>
                </SimpleGrid>
              </Card.Body>
            </Card.Root>
          </Stack>
          <Stack gap="6">
            <Card.Root>
              <Card.Header>
                <Card.Title>Imágenes</Card.Title>
              </Card.Header>
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
                          currentUrl={slot === 'logo' ? currentLogoUrl : currentCoverUrl}
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
            {projects ? <AgencyProjectsCard projects={projects} /> : null}
          </Stack>
        </Grid>
        <HStack gap="3" justify="flex-end">
          <Button asChild variant="outline" colorPalette="gray">
            <Link href="/agencies">Cancelar</Link>
          </Button>
          <Button type="submit" colorPalette="primary" loading={saving} loadingText="Guardando…">
            {mode === 'create' ? 'Crear inmobiliaria' : 'Guardar cambios'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
