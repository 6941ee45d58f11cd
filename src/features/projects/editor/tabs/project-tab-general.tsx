// General: what the project is and how it is published.
import { HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { slugify } from '../../../../shared/schemas/projects';
import { QuantityField, SelectField, SwitchField, TextField } from './form-controls';
import type { ProjectFormInput } from '../project-form.schema';
import type { ProjectEditorOptions } from '../project-editor.tabs';

export const PROJECT_TYPES = [
  { value: 'Departamentos', label: 'Departamentos' },
  { value: 'Casas', label: 'Casas' },
];

export interface ProjectTabGeneralProps {
  options: Pick<ProjectEditorOptions, 'agencies' | 'statuses' | 'stages'>;
  /** Admin picks the agency; scoped roles create in their own. */
  showAgency: boolean;
}

export function ProjectTabGeneral({ options, showAgency }: ProjectTabGeneralProps) {
  const { getValues, setValue } = useFormContext<ProjectFormInput>();
  const suggestSlug = () => {
    if (getValues('slug') === '')
      setValue('slug', slugify(getValues('name')), { shouldDirty: true });
  };
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <div onBlur={suggestSlug}>
          <TextField name="name" label="Nombre" required />
        </div>
        <SelectField
          name="type"
          label="Tipo de proyecto"
          required
          options={PROJECT_TYPES}
          emptyLabel="Elige el tipo"
        />
        <TextField
          name="slug"
          label="Slug (dirección web)"
          helper="Se propone a partir del nombre; minúsculas, números y guiones."
        />
        {showAgency ? (
          <SelectField
            name="real_state_agency_id"
            label="Inmobiliaria"
            required
            options={options.agencies}
            emptyLabel="Elige la inmobiliaria"
          />
        ) : null}
        <SelectField
          name="project_status_id"
          label="Estado"
          options={options.statuses}
          emptyLabel="Sin estado"
        />
        <SelectField
          name="project_stage_type_id"
          label="Etapa"
          options={options.stages}
          emptyLabel="Sin etapa"
        />
        <QuantityField
          name="orden"
          label="Orden"
          helper="Posición en el sitio público; los de menor número aparecen primero."
        />
        <TextField name="deliver_date" label="Fecha de entrega" type="date" />
      </SimpleGrid>
      <TextField name="summary" label="Resumen" multiline />
      <TextField name="description" label="Descripción" multiline />
      <HStack gap="8" wrap="wrap">
        <SwitchField name="visible" label="Visible en el sitio público" />
        <SwitchField name="important" label="Destacado" />
      </HStack>
    </Stack>
  );
}
