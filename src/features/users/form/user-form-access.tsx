// Role, status, agency, projects and direct permissions of the user form. The projects on offer
// follow the chosen agency; changing the agency drops the previous agency's projects.
import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxListField } from './checkbox-list-field';
import { SelectField } from './select-field';
import { projectsOfAgency, type Option, type ProjectOption } from './user-form.mapping';
import type { UserFormInput, UserFormValues } from './user-form.schema';

export interface UserFormAccessProps {
  editing: boolean;
  saving: boolean;
  roleOptions: Option[];
  agencyOptions: Option[];
  agencyRequired: boolean;
  projectOptions: ProjectOption[];
  lockStatus: boolean;
}

const STATUS_OPTIONS: Option[] = [
  { value: '1', label: 'Activo' },
  { value: '0', label: 'Inactivo' },
];

export function UserFormAccess(props: UserFormAccessProps) {
  const { editing, saving, roleOptions, agencyOptions, agencyRequired, lockStatus } = props;
  const { register, control, setValue, formState } = useFormContext<
    UserFormInput,
    unknown,
    UserFormValues
  >();
  const { errors } = formState;
  const agencyId = useWatch({ control, name: 'real_state_agency_id' });
  const projects = projectsOfAgency(props.projectOptions, agencyId);

  return (
    <Fieldset.Root disabled={saving}>
      <Fieldset.Legend fontSize="md">Acceso</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" mt="2">
        <SelectField
          label="Rol"
          required
          options={roleOptions}
          emptyOption={{ label: 'Selecciona un rol', selectable: false }}
          error={errors.role?.message}
          {...register('role')}
        />
        {editing ? (
          <SelectField
            label="Estado"
            options={STATUS_OPTIONS}
            disabled={lockStatus}
            helperText={lockStatus ? 'No puedes desactivar tu propio usuario.' : undefined}
            error={errors.status?.message}
            {...register('status')}
          />
        ) : null}
        <SelectField
          label="Inmobiliaria"
          options={agencyOptions}
          emptyOption={agencyRequired ? undefined : { label: 'Sin inmobiliaria', selectable: true }}
          error={errors.real_state_agency_id?.message}
          {...register('real_state_agency_id', {
            onChange: () => setValue('project_ids', []),
          })}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="project_ids"
        render={({ field }) => (
          <CheckboxListField
            legend="Proyectos"
            name={field.name}
            options={projects}
            value={field.value}
            onChange={field.onChange}
            disabled={saving}
            helperText="Opcional: los proyectos de la inmobiliaria en los que trabaja."
            emptyText={
              agencyId
                ? 'La inmobiliaria no tiene proyectos.'
                : 'Elige una inmobiliaria para asignar proyectos.'
            }
            error={errors.project_ids?.message}
          />
        )}
      />
    </Fieldset.Root>
  );
}

export function UserFormPermissions({ options, saving }: { options: Option[]; saving: boolean }) {
  const { control, formState } = useFormContext<UserFormInput, unknown, UserFormValues>();
  return (
    <Controller
      control={control}
      name="permissions"
      render={({ field }) => (
        <CheckboxListField
          legend="Permisos directos"
          name={field.name}
          options={options}
          value={field.value}
          onChange={field.onChange}
          disabled={saving}
          columns={3}
          helperText="Se suman a los permisos de su rol."
          emptyText="No hay permisos creados."
          error={formState.errors.permissions?.message}
        />
      )}
    />
  );
}
