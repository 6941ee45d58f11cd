// The UF a page's pesos were derived with, always with its date: «UF del 01-12-2026: $39.485,65»,
// and «(último valor disponible, del …)» when the day had no value of its own.
import { Text } from '@chakra-ui/react';
import type { UfOfDayFieldsFragment } from '../../../graphql/generated/client/graphql';
import { ufOfDayText } from '../../shared/financing';

export function UfOfDayNote({ uf }: { uf: UfOfDayFieldsFragment | null }) {
  return (
    <Text fontSize="sm" color={uf && uf.exact ? 'fg.muted' : 'fg.warning'} data-testid="uf-of-day">
      {ufOfDayText(uf)}
    </Text>
  );
}
