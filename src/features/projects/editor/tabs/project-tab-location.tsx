// Ubicación: region → province → commune (each list follows the one before; changing a region
// clears the province and commune chosen under another), address and coordinates as text.
import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { TextField, useFieldError } from './form-controls';
import type { ProjectFormInput } from '../project-form.schema';
import type { ProjectEditorOptions } from '../project-editor.tabs';
import type { Option } from '../../projects.types';

type Level = Extract<FieldPath<ProjectFormInput>, 'region_id' | 'province_id' | 'commune_id'>;

function CascadeSelect(props: {
  name: Level;
  label: string;
  emptyLabel: string;
  options: readonly Option[];
  clears: readonly Level[];
}) {
  const { register, setValue } = useFormContext<ProjectFormInput>();
  const error = useFieldError(props.name);
  const disabled = props.options.length === 0;
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          {...register(props.name, {
            onChange: () => {
              for (const level of props.clears) setValue(level, '', { shouldDirty: true });
            },
          })}
        >
          <option value="">{props.emptyLabel}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

const asOptions = (items: ReadonlyArray<{ id: string; name: string }>): Option[] =>
  items.map((item) => ({ value: item.id, label: item.name }));

export function ProjectTabLocation({ regions }: Pick<ProjectEditorOptions, 'regions'>) {
  const { control } = useFormContext<ProjectFormInput>();
  const [regionId, provinceId] = useWatch({ control, name: ['region_id', 'province_id'] });
  const region = regions.find((item) => item.id === regionId);
  const province = region?.provinces.find((item) => item.id === provinceId);
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <CascadeSelect
          name="region_id"
          label="Región"
          emptyLabel="Elige la región"
          options={asOptions(regions)}
          clears={['province_id', 'commune_id']}
        />
        <CascadeSelect
          name="province_id"
          label="Provincia"
          emptyLabel={region ? 'Elige la provincia' : 'Primero elige la región'}
          options={asOptions(region?.provinces ?? [])}
          clears={['commune_id']}
        />
        <CascadeSelect
          name="commune_id"
          label="Comuna"
          emptyLabel={province ? 'Elige la comuna' : 'Primero elige la provincia'}
          options={asOptions(province?.communes ?? [])}
          clears={[]}
        />
      </SimpleGrid>
      <TextField name="address" label="Dirección" placeholder="Av. Concha y Toro 2150" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          name="latitude"
          label="Latitud"
          inputMode="decimal"
          placeholder="-33.6117"
          helper="En grados decimales, por ejemplo -33.6117."
        />
        <TextField
          name="longitude"
          label="Longitud"
          inputMode="decimal"
          placeholder="-70.5758"
          helper="En grados decimales, por ejemplo -70.5758."
        />
      </SimpleGrid>
    </Stack>
  );
}
