// The «Financiamiento» card of a details page: one financing per home (the unit's own page has
// one, a quotation one per quoted home), with its loading and error states.
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { FinancingFieldsFragment } from '../../../graphql/generated/client/graphql';
import { DetailsCard } from '../details-card/details-card';
import { LoadError } from '../load-error';
import { FinancingTable } from './financing-table';

export interface FinancedHome {
  key: string;
  /** Shown above the home's table when there are several, e.g. «Depto 504». */
  title: string | null;
  financing: FinancingFieldsFragment | null;
}

export interface FinancingSectionProps {
  homes: readonly FinancedHome[];
  loading: boolean;
  error: string | null;
  onRetry?(): void;
}

export function FinancingSection({ homes, loading, error, onRetry }: FinancingSectionProps) {
  return (
    <DetailsCard title="Financiamiento">
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      {loading && !homes.length ? (
        <Skeleton height="40" role="status" aria-busy="true" aria-label="Cargando financiamiento" />
      ) : null}
      {!loading && !error && !homes.length ? (
        <Text color="fg.muted">No hay viviendas para calcular el financiamiento.</Text>
      ) : null}
      <Stack gap="6">
        {homes.map((home) => (
          <Stack key={home.key} gap="3">
            {home.title ? (
              <Heading as="h3" size="sm">
                {home.title}
              </Heading>
            ) : null}
            {home.financing ? (
              <FinancingTable financing={home.financing} />
            ) : (
              <Text color="fg.muted">
                La vivienda ya no existe: no se calcula su financiamiento.
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </DetailsCard>
  );
}
