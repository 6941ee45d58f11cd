// The list of sales executives: rows added and removed in place, shown in this order.
import { Button, Fieldset, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField, useFieldError } from './form-controls';
import type { ProjectFormInput } from '../project-form.schema';

export function ExecutivesList() {
  const { control } = useFormContext<ProjectFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'executives' });
  const listError = useFieldError('executives');
  return (
    <Fieldset.Root invalid={Boolean(listError)}>
      <Fieldset.Legend>Ejecutivos de venta</Fieldset.Legend>
      <Fieldset.HelperText>Se muestran en la ficha del proyecto en este orden.</Fieldset.HelperText>
      <Stack gap="3" mt="2">
        {fields.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            Sin ejecutivos adicionales.
          </Text>
        ) : null}
        {fields.map((row, index) => (
          <HStack
            key={row.id}
            align="flex-start"
            gap="3"
            p="3"
            borderWidth="1px"
            rounded="md"
            role="group"
            aria-label={`Ejecutivo ${index + 1}`}
          >
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" flex="1">
              <TextField name={`executives.${index}.name`} label="Nombre" required />
              <TextField name={`executives.${index}.phone`} label="Teléfono" type="tel" />
              <TextField name={`executives.${index}.email`} label="Correo" type="email" />
            </SimpleGrid>
            <IconButton
              mt="7"
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Quitar ejecutivo ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden />
            </IconButton>
          </HStack>
        ))}
        <Button
          alignSelf="flex-start"
          size="sm"
          variant="outline"
          onClick={() => append({ name: '', phone: '', email: '' })}
        >
          <Plus aria-hidden />
          Agregar ejecutivo
        </Button>
      </Stack>
      <Fieldset.ErrorText>{listError}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
