// The property form (spec §3): every field of a home, its publication flags and the warehouses
// and parking lots sold with it. Presentational: the page loads the options and sends the save.
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, Card, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { FormAlert } from '../../../components/form-alert';
import { ComplementsField, type ComplementOption } from './complements-field';
import { FormField } from '../../../components/form-field';
import {
  propertyFormResolver,
  isPropertyField,
  type PropertyField,
  type PropertyFormInput,
  type PropertyFormValues,
} from './property-form.schema';
import {
  FlagFields,
  OrientationField,
  TextFields,
  type SectionProps,
} from './property-form-sections';

export interface PropertyFormProps {
  mode: 'create' | 'edit';
  defaultValues: PropertyFormInput;
  /** Create: the projects to choose from. Edit: the home's project, fixed. */
  projects: ReadonlyArray<{ id: string; name: string }>;
  warehouses: readonly ComplementOption[];
  parkingLots: readonly ComplementOption[];
  onProjectChange?(projectId: string): void;
  onSubmit(values: PropertyFormValues): void;
  saving?: boolean;
  fieldErrors?: Partial<Record<PropertyField, string>>;
  error?: string | null;
  validateOnMount?: boolean;
  cancelHref: string;
  /** Shown beside the form (the model's floor plan, actions). */
  aside?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function PropertyForm(props: PropertyFormProps) {
  const { mode, defaultValues, projects, warehouses, parkingLots, onProjectChange } = props;
  const { saving = false, fieldErrors, error = null, validateOnMount = false } = props;
  const { register, control, handleSubmit, trigger, setError, formState, setValue } = useForm<
    PropertyFormInput,
    unknown,
    PropertyFormValues
  >({ resolver: propertyFormResolver, defaultValues });
  const { errors } = formState;
  const section: SectionProps = { register, control, errors, saving };
  const projectId = useWatch({ control, name: 'project_id' });

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);
  useEffect(() => {
    if (projectId) onProjectChange?.(projectId);
  }, [projectId, onProjectChange]);
  useEffect(() => {
    let first = true;
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      if (!isPropertyField(field) || !message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  }, [fieldErrors, setError]);

  const projectName = projects.find((p) => p.id === projectId)?.name ?? '';
  return (
    <form
      noValidate
      aria-label={mode === 'create' ? 'Crear propiedad' : 'Editar propiedad'}
      onSubmit={handleSubmit(props.onSubmit)}
    >
      <Stack gap="6">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="6">
            <Section title="Identificación">
              <Stack gap="5">
                {mode === 'create' ? (
                  <FormField
                    label="Proyecto"
                    required
                    error={errors.project_id?.message}
                    disabled={saving}
                  >
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        {...register('project_id', {
                          // Complements belong to one project: a new project starts without them.
                          onChange: () => {
                            setValue('warehouse_ids', []);
                            setValue('parkinglot_ids', []);
                          },
                        })}
                      >
                        <option value="">Selecciona un proyecto</option>
                        {projects.map((p) => (
                          <option key={p.id} value={p.id}>
                            {p.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                ) : (
                  <Text color="fg.muted">
                    Proyecto:{' '}
                    <Text as="span" fontWeight="semibold" color="fg">
                      {projectName}
                    </Text>
                  </Text>
                )}
                <TextFields
                  fields={['identifier', 'model', 'tower', 'floor', 'lots', 'type']}
                  required={['identifier']}
                  props={section}
                />
                <OrientationField {...section} />
              </Stack>
            </Section>
            <Section title="Características">
              <TextFields
                fields={[
                  'bedrooms',
                  'bathrooms',
                  'total_area',
                  'municipal_area',
                  'built_area',
                  'terrace_area',
                ]}
                props={section}
              />
            </Section>
            <Section title="Precio, ahorro y subsidios (UF)">
              <Stack gap="5">
                <TextFields fields={['price']} required={['price']} props={section} />
                <FlagFields flags={['show_price_from']} props={section} />
                <TextFields
                  fields={[
                    'savings',
                    'saving_ds15',
                    'base_subsidies',
                    'base_subsidie_ds15',
                    'bonus_integration',
                    'bonus_recruitment',
                  ]}
                  props={section}
                />
              </Stack>
            </Section>
          </Stack>
          <Stack gap="6">
            {props.aside}
            <Section title="Publicación">
              <FlagFields
                flags={['visible', 'bookeable', 'promisable', 'vulnerable', 'sectores_medios']}
                props={section}
              />
            </Section>
            <Section title="Complementos">
              <Stack gap="5">
                {(['warehouse_ids', 'parkinglot_ids'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={control}
                    name={name}
                    render={({ field }) => (
                      <ComplementsField
                        legend={name === 'warehouse_ids' ? 'Bodegas' : 'Estacionamientos'}
                        options={name === 'warehouse_ids' ? warehouses : parkingLots}
                        value={field.value}
                        onChange={field.onChange}
                        disabled={saving}
                        error={errors[name]?.message}
                        emptyText={
                          projectId
                            ? `El proyecto no tiene ${name === 'warehouse_ids' ? 'bodegas' : 'estacionamientos'}.`
                            : 'Elige primero el proyecto.'
                        }
                      />
                    )}
                  />
                ))}
              </Stack>
            </Section>
            <Section title="Integración CRM">
              <TextFields fields={['crm_id', 'id_crm_movendo']} props={section} />
            </Section>
          </Stack>
        </Grid>
        <HStack gap="3" justify="flex-end">
          <Button asChild variant="outline" colorPalette="gray">
            <Link href={props.cancelHref}>Cancelar</Link>
          </Button>
          <Button type="submit" colorPalette="primary" loading={saving} loadingText="Guardando…">
            {mode === 'create' ? 'Crear propiedad' : 'Guardar cambios'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
