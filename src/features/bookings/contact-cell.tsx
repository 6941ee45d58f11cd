// A customer in a list cell: the name, then the RUT formatted and the ways to reach them.
import { Stack, Text } from '@chakra-ui/react';
import { formatRut } from '../../lib/format';

export interface ContactCellProps {
  contact: {
    name: string;
    rut: string | null;
    email?: string | null;
    phone?: string | null;
  } | null;
}

export function ContactCell({ contact }: ContactCellProps) {
  if (!contact) return <Text color="fg.muted">Sin contacto</Text>;
  const reach = [contact.email, contact.phone].filter(Boolean).join(' · ');
  return (
    <Stack gap="0" minW="52" maxW="72">
      <Text fontWeight="medium" lineClamp={2}>
        {contact.name}
      </Text>
      {contact.rut ? (
        <Text textStyle="xs" color="fg.muted">
          RUT {formatRut(contact.rut)}
        </Text>
      ) : null}
      {reach ? (
        <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
          {reach}
        </Text>
      ) : null}
    </Stack>
  );
}
