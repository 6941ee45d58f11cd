import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import type { ProjectFormInput } from '../project-form.schema';

/** One boolean of the form as a checkbox with its Spanish label (and the server's message). */
export function CheckField({ name, label }: { name: FieldPath<ProjectFormInput>; label: string }) {
  const { control } = useFormContext<ProjectFormInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Stack gap="1">
          <Checkbox.Root
            colorPalette="primary"
            checked={field.value === true}
            invalid={Boolean(fieldState.error)}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
          >
            <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
          {fieldState.error ? (
            <Text textStyle="xs" color="fg.error">
              {fieldState.error.message}
            </Text>
          ) : null}
        </Stack>
      )}
    />
  );
}
