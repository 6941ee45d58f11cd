// Subsidios y planes adicionales: the housing-subsidy decrees the project accepts, whether units
// may be sold with a subsidy, and the extras contracted.
import { Checkbox, CheckboxGroup, Fieldset, Separator, SimpleGrid, Stack } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { AdditionalPlansField } from './additional-plans-field';
import { SwitchField, useFieldError } from './form-controls';
import type { ProjectFormInput } from '../project-form.schema';
import type { ProjectEditorOptions } from '../project-editor.tabs';

export function ProjectTabSubsidies({
  subsidies,
  plansAdditional,
}: Pick<ProjectEditorOptions, 'subsidies' | 'plansAdditional'>) {
  const { control } = useFormContext<ProjectFormInput>();
  const error = useFieldError('subsidies');
  return (
    <Stack gap="6">
      <Fieldset.Root invalid={Boolean(error)}>
        <Fieldset.Legend>Subsidios que acepta</Fieldset.Legend>
        <Controller
          control={control}
          name="subsidies"
          render={({ field }) => (
            <CheckboxGroup name={field.name} value={field.value} onValueChange={field.onChange}>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" mt="2">
                {subsidies.map((subsidy) => (
                  <Checkbox.Root key={subsidy.value} value={subsidy.value} colorPalette="primary">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{subsidy.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </CheckboxGroup>
          )}
        />
        <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
      </Fieldset.Root>
      <SwitchField
        name="sell_subsidies"
        label="Vende unidades con subsidio"
        helper="Si está apagado, las unidades se venden solo con crédito o pie propio."
      />
      <Separator />
      <AdditionalPlansField plans={plansAdditional} />
    </Stack>
  );
}
