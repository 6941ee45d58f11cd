// Reserva y promesa: how long quotations and bookings last, how a booking is paid and the legal
// text printed on quotations.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { RESERVE_CURRENCIES } from '../../../../shared/schemas/projects';
import { SelectField, TextField } from './form-controls';

const MODES = [
  { value: 'online', label: 'En línea' },
  { value: 'presencial', label: 'Presencial' },
];
const CURRENCIES = RESERVE_CURRENCIES.map((code) => ({
  value: code,
  label: code === 'UF' ? 'UF' : 'Pesos (CLP)',
}));

export function ProjectTabReserve() {
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          name="quotation_validity"
          label="Vigencia de la cotización (días)"
          inputMode="numeric"
        />
        <TextField
          name="reserve_validity"
          label="Vigencia de la reserva (días)"
          inputMode="numeric"
        />
        <SelectField
          name="reserve_type"
          label="Tipo de reserva"
          options={MODES}
          emptyLabel="Sin reserva"
        />
        <SelectField
          name="promises_type"
          label="Tipo de promesa"
          options={MODES}
          emptyLabel="Sin promesa"
        />
        <SelectField
          name="reserve_currency"
          label="Moneda de la reserva"
          options={CURRENCIES}
          emptyLabel="Sin indicar"
        />
        <TextField
          name="reserve_amount"
          label="Monto de la reserva"
          inputMode="decimal"
          helper="En la moneda elegida: UF con hasta 2 decimales o pesos."
        />
      </SimpleGrid>
      <TextField name="legal_quote_text" label="Texto legal de la cotización" multiline />
    </Stack>
  );
}
