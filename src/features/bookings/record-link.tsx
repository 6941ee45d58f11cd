// The number of a record in a list, linking to its details page with a name that says which.
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'wouter';

export function RecordLink({ href, id, name }: { href: string; id: string; name: string }) {
  return (
    <ChakraLink asChild fontWeight="medium" colorPalette="primary" whiteSpace="nowrap">
      <Link href={href} aria-label={`${name} N° ${id}`}>
        {id}
      </Link>
    </ChakraLink>
  );
}
