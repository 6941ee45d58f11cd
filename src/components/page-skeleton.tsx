import { Box, Card, HStack, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';

export interface PageSkeletonProps {
  /** 'Cargando cotización': what loads, said to screen readers. */
  label: string;
  /** Details: cards of label and value pairs. Form: tabs and fields in one card. */
  variant: 'details' | 'form';
}

/**
 * The shape of a details or edit page while its data loads, drawn at once under the page's
 * header so the page does not jump when the data arrives.
 */
export function PageSkeleton({ label, variant }: PageSkeletonProps) {
  return (
    <Box role="status" aria-label={label} aria-busy="true">
      {variant === 'details' ? <DetailsShape /> : <FormShape />}
    </Box>
  );
}

const FIELDS = [0, 1, 2, 3, 4, 5];

function DetailsShape() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
      {[0, 1].map((card) => (
        <Card.Root key={card} variant="outline">
          <Card.Header>
            <Skeleton h="5" w="40%" />
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              {FIELDS.map((field) => (
                <HStack key={field} gap="4">
                  <Skeleton h="4" w="30%" />
                  <Skeleton h="4" flex="1" />
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function FormShape() {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack gap="4">
          {[0, 1, 2, 3, 4].map((tab) => (
            <Skeleton key={tab} h="5" w="20" />
          ))}
        </HStack>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {[...FIELDS, 6, 7].map((field) => (
            <Stack key={field} gap="2">
              <Skeleton h="4" w="35%" />
              <Skeleton h="10" />
            </Stack>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
