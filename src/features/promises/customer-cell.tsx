// Cells both promise lists share: the customer (name, RUT under it) and the way to the details.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { Link } from 'wouter';
import { personName, rutText } from './promise-labels';

type Customer = Parameters<typeof personName>[0] & Parameters<typeof rutText>[0];

export function CustomerCell({ customer }: { customer: Customer }) {
  return (
    <Stack gap="0" minW="48">
      <Text fontWeight="medium">{personName(customer)}</Text>
      <Text textStyle="xs" color="fg.muted">
        {rutText(customer)}
      </Text>
    </Stack>
  );
}

/** «Ver detalle», named for screen readers after the record it opens. */
export function DetailsLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild size="xs" variant="outline" colorPalette="gray">
      <Link href={href} aria-label={label}>
        <Eye aria-hidden />
        Ver detalle
      </Link>
    </Button>
  );
}
