// Relacionados: other projects shown as "también te puede interesar" on the project's page.
import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError } from './form-controls';
import type { ProjectFormInput } from '../project-form.schema';
import type { ProjectEditorOptions } from '../project-editor.tabs';

export function ProjectTabRelated({ projects }: Pick<ProjectEditorOptions, 'projects'>) {
  const { control } = useFormContext<ProjectFormInput>();
  const error = useFieldError('relatedprojects');
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>Proyectos relacionados</Fieldset.Legend>
      <Fieldset.HelperText>Se sugieren en la ficha pública de este proyecto.</Fieldset.HelperText>
      {projects.length === 0 ? (
        <Text textStyle="sm" color="fg.muted" mt="2">
          No hay otros proyectos que puedas relacionar.
        </Text>
      ) : (
        <Controller
          control={control}
          name="relatedprojects"
          render={({ field }) => (
            <CheckboxGroup name={field.name} value={field.value} onValueChange={field.onChange}>
              <SimpleGrid
                columns={{ base: 1, md: 2, lg: 3 }}
                gap="2"
                mt="2"
                maxH="80"
                overflowY="auto"
                borderWidth="1px"
                rounded="md"
                p="3"
              >
                {projects.map((project) => (
                  <Checkbox.Root
                    key={project.value}
                    value={project.value}
                    size="sm"
                    colorPalette="primary"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{project.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </CheckboxGroup>
          )}
        />
      )}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
