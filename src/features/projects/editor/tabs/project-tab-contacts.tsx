// Ejecutivos y contactos: the main executive, more executives, and the notification addresses
// per purpose with their contact photos.
import { Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ContactEmailsList } from './contact-emails-list';
import { ExecutivesList } from './executives-list';
import { TextField } from './form-controls';

export function ProjectTabContacts() {
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Text fontWeight="semibold">Ejecutivo principal</Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <TextField name="executivename" label="Nombre" />
          <TextField
            name="executivephone"
            label="Teléfono"
            type="tel"
            placeholder="+56 9 1234 5678"
          />
          <TextField name="executiveemail" label="Correo" type="email" />
        </SimpleGrid>
      </Stack>
      <Separator />
      <ExecutivesList />
      <Separator />
      <ContactEmailsList />
    </Stack>
  );
}
