// Precios y características: "desde" values of the project's units (UF, m²), promotions and the
// minimum income asked of buyers (CLP).
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { MoneyField, QuantityField, SelectField, TextField } from './form-controls';

const PROPERTY_TYPES = [
  { value: 'Departamento', label: 'Departamento' },
  { value: 'Casa', label: 'Casa' },
];

export function ProjectTabPrices() {
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <MoneyField
          name="price_from"
          label="Precio desde (UF)"
          required
          currency="UF"
          placeholder="2.350,50"
          helper="En UF, con hasta 2 decimales."
        />
        <QuantityField
          name="area_from"
          label="Superficie desde (m²)"
          required
          unit="m²"
          placeholder="48,50"
        />
        <QuantityField name="bedrooms_from" label="Dormitorios desde" required />
        <QuantityField name="bathrooms_from" label="Baños desde" />
        <SelectField
          name="type_property"
          label="Tipo de vivienda"
          options={PROPERTY_TYPES}
          emptyLabel="Sin indicar"
        />
        <MoneyField
          name="renta_minima"
          label="Renta mínima (CLP)"
          currency="CLP"
          placeholder="800.000"
          helper="Renta líquida mensual en pesos. En blanco: sin renta mínima."
        />
      </SimpleGrid>
      <TextField
        name="promotions"
        label="Promociones"
        multiline
        helper="En blanco: el proyecto no muestra promociones."
      />
    </Stack>
  );
}
