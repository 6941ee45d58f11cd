// The person a sales record is for, in a details card: name, RUT and the ways to reach them as
// links; a feature may add its own fields below.
import { Link as ChakraLink } from '@chakra-ui/react';
import { DetailsCard, type DetailField } from '../details-card/details-card';

export interface Person {
  name: string;
  /** Already formatted ('16.543.287-8'); '' or null when unknown. */
  rut: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface PersonCardProps {
  /** 'Contacto', 'Cliente'. */
  title: string;
  person: Person | null;
  extraFields?: readonly DetailField[];
}

export function PersonCard({ title, person, extraFields = [] }: PersonCardProps) {
  const email = person?.email;
  const phone = person?.phone;
  return (
    <DetailsCard
      title={title}
      fields={[
        { label: 'Nombre', value: person?.name },
        { label: 'RUT', value: person?.rut },
        {
          label: 'Correo',
          value: email ? (
            <ChakraLink href={`mailto:${email}`} colorPalette="primary">
              {email}
            </ChakraLink>
          ) : null,
        },
        {
          label: 'Teléfono',
          value: phone ? (
            <ChakraLink href={`tel:${phone.replace(/\s/g, '')}`} colorPalette="primary">
              {phone}
            </ChakraLink>
          ) : null,
        },
        ...extraFields,
      ]}
    />
  );
}
