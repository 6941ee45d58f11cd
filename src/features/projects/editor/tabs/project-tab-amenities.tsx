// Amenidades: the 14 amenities of spec §3, each a checkbox with its Spanish name.
import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { AMENITY_KEYS, amenityLabels } from '../../../../shared/schemas/projects';
import { CheckField } from './check-field';

export function ProjectTabAmenities() {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Lo que ofrece el proyecto</Fieldset.Legend>
      <Fieldset.HelperText>
        Se muestran como íconos en la ficha pública del proyecto.
      </Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" mt="2">
        {AMENITY_KEYS.map((key) => (
          <CheckField key={key} name={key} label={amenityLabels[key]} />
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
