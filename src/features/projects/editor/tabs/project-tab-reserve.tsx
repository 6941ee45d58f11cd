// Reserva y promesa: how long quotations and bookings last, how a booking is paid and the legal
// text printed on quotations.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { RESERVE_CURRENCIES } from '../../../../shared/schemas/projects';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ProjectFormInput } from '../project-form.schema';
import { MoneyField, QuantityField, SelectField, TextField } from './form-controls';

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
        <QuantityField name="quotation_validity" label="Vigencia de la cotización (días)" />
        <QuantityField name="reserve_validity" label="Vigencia de la reserva (días)" />
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
        <ReserveAmountField />
      </SimpleGrid>
      <TextField name="legal_quote_text" label="Texto legal de la cotización" multiline />
    </Stack>
  );
}

const AMOUNT_LABEL = 'Monto de la reserva';

/** The amount in the currency chosen beside it; a plain number until one is chosen. */
function ReserveAmountField() {
  const { control } = useFormContext<ProjectFormInput>();
  const currency = useWatch({ control, name: 'reserve_currency' });
  if (currency === 'UF' || currency === 'CLP')
    return (
      <MoneyField
        // A new input per currency, so the amount is shown again with that currency's decimals.
        key={currency}
        name="reserve_amount"
        label={AMOUNT_LABEL}
        currency={currency}
        helper={currency === 'UF' ? 'En UF, con hasta 2 decimales.' : 'En pesos, sin decimales.'}
      />
    );
  return (
    <QuantityField
      name="reserve_amount"
      label={AMOUNT_LABEL}
      decimals={2}
      helper="Elige primero la moneda: UF con hasta 2 decimales o pesos."
    />
  );
}
