// CRM: where leads, bookings and payments of the project go, and what the public page shows.
import { HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { SwitchField, TextField } from './form-controls';

export function ProjectTabCrm() {
  return (
    <Stack gap="5">
      <SwitchField
        name="integration_crm"
        label="Integración con CRM"
        helper="Envía cotizaciones y contactos del proyecto al CRM de la inmobiliaria."
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField name="crm_id" label="ID en el CRM" />
        <TextField name="crm_zp" label="ZP del CRM" />
        <TextField name="crm_email" label="Correo del CRM" type="email" />
        <TextField name="reserve_crm" label="CRM de reservas" />
        <TextField name="reserve_crm_zp" label="ZP del CRM de reservas" />
        <TextField name="google_sheet_id" label="ID de Google Sheet" />
        <TextField name="google_sheet_payment" label="Google Sheet de pagos" />
        <TextField name="chatbot_url" label="URL del chatbot" type="url" placeholder="https://" />
        <TextField name="sales_room" label="Sala de ventas" />
        <TextField
          name="video_youtube_id"
          label="ID del video de YouTube"
          helper="Los 11 caracteres tras «v=» en la dirección del video."
        />
      </SimpleGrid>
      <HStack gap="8" wrap="wrap">
        <SwitchField name="show_logo_realstate" label="Mostrar logo de la inmobiliaria" />
        <SwitchField name="show_section_news" label="Mostrar sección de noticias" />
      </HStack>
    </Stack>
  );
}
