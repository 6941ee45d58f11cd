// Precios y características: "desde" values of the project's units (UF, m²), promotions and the
// minimum income asked of buyers (CLP).
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { SelectField, TextField } from './form-controls';

const PROPERTY_TYPES = [
  { value: 'Departamento', label: 'Departamento' },
  { value: 'Casa', label: 'Casa' },
];

export function ProjectTabPrices() {
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          name="price_from"
          label="Precio desde (UF)"
          required
          inputMode="decimal"
          placeholder="2350,50"
          helper="En UF, con hasta 2 decimales."
        />
        <TextField
          name="area_from"
          label="Superficie desde (m²)"
          required
          inputMode="decimal"
          placeholder="48,5"
        />
        <TextField name="bedrooms_from" label="Dormitorios desde" required inputMode="numeric" />
        <TextField name="bathrooms_from" label="Baños desde" inputMode="numeric" />
        <SelectField
          name="type_property"
          label="Tipo de vivienda"
          options={PROPERTY_TYPES}
          emptyLabel="Sin indicar"
        />
        <TextField
          name="renta_minima"
          label="Renta mínima (CLP)"
          inputMode="numeric"
          placeholder="800000"
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
