// The page's shape while the prospect loads, so the cards do not jump in.
import { Grid, Skeleton, Stack } from '@chakra-ui/react';

export function BusinessDetailsSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Cargando negocio" role="status">
      <Skeleton height="6" width="40%" />
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6">
        <Stack gap="6">
          <Skeleton height="56" rounded="md" />
          <Skeleton height="40" rounded="md" />
        </Stack>
        <Skeleton height="72" rounded="md" />
      </Grid>
      <Skeleton height="64" rounded="md" />
    </Stack>
  );
}
