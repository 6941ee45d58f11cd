// The filters of /projects: the agency (Admin only; scoped roles see their own agencies' projects
// anyway) and a set of projects. Both live in the URL.
import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { ProjectMultiSelect } from './project-multi-select';
import type { Option } from '../projects.types';

export interface ProjectsFilterValues {
  agency: string;
  projectIds: string[];
}

export interface ProjectsFiltersProps {
  value: ProjectsFilterValues;
  onChange(patch: Partial<ProjectsFilterValues>): void;
  showAgency: boolean;
  agencies: readonly Option[];
  projects: readonly Option[];
}

export function ProjectsFilters({
  value,
  onChange,
  showAgency,
  agencies,
  projects,
}: ProjectsFiltersProps) {
  return (
    <HStack gap="4" align="flex-end" wrap="wrap" mb="4">
      {showAgency ? (
        <Field.Root w={{ base: 'full', md: '72' }}>
          <Field.Label>Inmobiliaria</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={value.agency}
              onChange={(event) => onChange({ agency: event.currentTarget.value })}
            >
              <option value="">Todas las inmobiliarias</option>
              {agencies.map((agency) => (
                <option key={agency.value} value={agency.value}>
                  {agency.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      <ProjectMultiSelect
        label="Proyectos"
        placeholder="Todos los proyectos"
        options={projects}
        value={value.projectIds}
        onChange={(projectIds) => onChange({ projectIds })}
      />
    </HStack>
  );
}
