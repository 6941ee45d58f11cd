// Who is notified per purpose (consultas, promesas, cotizaciones, reservas, desistimientos): one
// group per purpose over the single contact_emails list, each entry with an optional photo.
import {
  Box,
  Button,
  Fieldset,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { ImageInput } from '../../../../components/file-drop/file-drop';
import {
  CONTACT_PURPOSES,
  contactPurposeLabels,
  type ContactPurpose,
} from '../../../../shared/schemas/projects';
import { TextField, useFieldError } from './form-controls';
import type { ProjectFormInput } from '../project-form.schema';

export function ContactEmailsList() {
  const { control } = useFormContext<ProjectFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'contact_emails' });
  const listError = useFieldError('contact_emails');
  const add = (purpose: ContactPurpose) =>
    append({ purpose, email: '', name: '', photo: null, photo_media_id: null, photo_url: null });
  return (
    <Stack gap="5">
      {listError ? (
        <Text role="alert" color="fg.error" textStyle="sm">
          {listError}
        </Text>
      ) : null}
      {CONTACT_PURPOSES.map((purpose) => {
        const label = contactPurposeLabels[purpose];
        const rows = fields.flatMap((row, index) =>
          row.purpose === purpose ? [{ row, index }] : [],
        );
        return (
          <Fieldset.Root key={purpose}>
            <Fieldset.Legend>Correos de {label.toLowerCase()}</Fieldset.Legend>
            <Stack gap="3" mt="2">
              {rows.length === 0 ? (
                <Text textStyle="sm" color="fg.muted">
                  Nadie recibe avisos de {label.toLowerCase()}.
                </Text>
              ) : null}
              {rows.map(({ row, index }, position) => (
                <HStack
                  key={row.id}
                  align="flex-start"
                  gap="3"
                  p="3"
                  borderWidth="1px"
                  rounded="md"
                >
                  <SimpleGrid columns={{ base: 1, lg: 3 }} gap="3" flex="1" alignItems="start">
                    <TextField
                      name={`contact_emails.${index}.email`}
                      label="Correo"
                      type="email"
                      required
                    />
                    <TextField name={`contact_emails.${index}.name`} label="Nombre" />
                    <Controller
                      control={control}
                      name={`contact_emails.${index}.photo`}
                      render={({ field, fieldState }) => (
                        <Box>
                          <ImageInput
                            label={`Foto de contacto ${position + 1} de ${label.toLowerCase()}`}
                            file={field.value ?? null}
                            currentUrl={row.photo_url}
                            onChange={field.onChange}
                            error={fieldState.error?.message}
                          />
                        </Box>
                      )}
                    />
                  </SimpleGrid>
                  <IconButton
                    mt="7"
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Quitar correo ${position + 1} de ${label.toLowerCase()}`}
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
                onClick={() => add(purpose)}
              >
                <Plus aria-hidden />
                Agregar correo de {label.toLowerCase()}
              </Button>
            </Stack>
          </Fieldset.Root>
        );
      })}
    </Stack>
  );
}
