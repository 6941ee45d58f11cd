// "Nueva exportación": pick what to export among what the role may request, set the filters that
// export takes, and request it with the export button (which then follows the job). New filters
// give a fresh button: the previous export goes on in the panel.
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { ExportButton } from '../../components/export-job/export-button';
import { FormField } from '../../components/form-field';
import {
  RUKAN_OPTIONS,
  kindOf,
  type ExportFilter,
  type ExportKind,
  type Option,
} from './export-catalog';
import {
  EMPTY_REQUEST,
  exportRequestSchema,
  type ExportRequestValues,
} from './export-request.schema';

export interface ExportRequestFormProps {
  kinds: readonly ExportKind[];
  projects: readonly Option[];
  agencies: readonly Option[];
  onRequest(values: ExportRequestValues): Promise<ExportJob>;
  initialValues?: Partial<ExportRequestValues>;
}

export function ExportRequestForm(props: ExportRequestFormProps) {
  const { kinds, projects, agencies, onRequest, initialValues } = props;
  const { register, control, setValue, trigger, formState } = useForm<ExportRequestValues>({
    resolver: zodResolver(exportRequestSchema),
    mode: 'onChange',
    defaultValues: { ...EMPTY_REQUEST, type: kinds[0]?.type ?? '', ...initialValues },
  });
  const values: ExportRequestValues = { ...EMPTY_REQUEST, ...useWatch({ control }) };
  const kind = kindOf(values.type);
  const { errors } = formState;
  const has = (filter: ExportFilter) => kind?.filters.includes(filter) ?? false;

  // Validate the initial values at once so the button knows whether it may request.
  useEffect(() => void trigger(), [trigger]);

  const typeField = register('type', {
    onChange: () => setValue('status', '', { shouldValidate: true }),
  });
  return (
    <Card.Root size="sm" as="section" aria-labelledby="nueva-exportacion">
      <Card.Header>
        <Card.Title as="h2" id="nueva-exportacion">
          Nueva exportación
        </Card.Title>
        <Card.Description>
          El archivo se genera en segundo plano: puedes seguir trabajando y descargarlo cuando esté
          listo.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form noValidate aria-label="Nueva exportación" onSubmit={(e) => e.preventDefault()}>
          <Stack gap="4">
            <FormField label="Qué exportar" error={errors.type?.message} required>
              <Select
                field={typeField}
                options={kinds.map((k) => ({ value: k.type, label: k.label }))}
              />
            </FormField>
            {has('project') ? (
              <FormField label="Proyecto">
                <Select field={register('project')} options={projects} all="Todos los proyectos" />
              </FormField>
            ) : null}
            {has('agency') ? (
              <FormField label="Inmobiliaria">
                <Select
                  field={register('agency')}
                  options={agencies}
                  all="Todas las inmobiliarias"
                />
              </FormField>
            ) : null}
            {has('status') ? (
              <FormField label={kind?.statusLabel ?? 'Estado'}>
                <Select
                  field={register('status')}
                  options={kind?.statuses ?? []}
                  all="Todos los estados"
                />
              </FormField>
            ) : null}
            {has('rukan') ? (
              <FormField label="Rukan">
                <Select field={register('rukan')} options={RUKAN_OPTIONS} all="Con y sin Rukan" />
              </FormField>
            ) : null}
            {has('dates') ? (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormField label="Desde" error={errors.date_from?.message} helper="dd-mm-aaaa">
                  <Input placeholder="dd-mm-aaaa" inputMode="numeric" {...register('date_from')} />
                </FormField>
                <FormField label="Hasta" error={errors.date_to?.message} helper="dd-mm-aaaa">
                  <Input placeholder="dd-mm-aaaa" inputMode="numeric" {...register('date_to')} />
                </FormField>
              </SimpleGrid>
            ) : null}
            <Stack gap="2" align="flex-start" pt="1">
              <ExportButton
                key={JSON.stringify(values)}
                label="Exportar"
                size="md"
                disabled={!formState.isValid || !kind}
                request={() => onRequest(values)}
              />
              <Text fontSize="xs" color="fg.muted">
                Incluye solo los registros que tu rol puede ver.
              </Text>
            </Stack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function Select({
  field,
  options,
  all,
}: {
  field: ReturnType<ReturnType<typeof useForm<ExportRequestValues>>['register']>;
  options: readonly Option[];
  all?: string;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field {...field}>
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
