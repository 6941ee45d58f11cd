// The floor plan of the home's model (Property.medias), as the project's media pages upload it.
import { Card, Image, SimpleGrid, Text } from '@chakra-ui/react';

export interface FloorPlanCardProps {
  model: string | null;
  medias: ReadonlyArray<{ id: string; full_url: string; file_name: string | null }>;
}

export function FloorPlanCard({ model, medias }: FloorPlanCardProps) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Plano del modelo{model ? ` ${model}` : ''}</Card.Title>
      </Card.Header>
      <Card.Body>
        {medias.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            El modelo aún no tiene plano. Se sube desde la galería del proyecto.
          </Text>
        ) : (
          <SimpleGrid columns={medias.length > 1 ? 2 : 1} gap="3">
            {medias.map((media) => (
              <Image
                key={media.id}
                src={media.full_url}
                alt={`Plano del modelo ${model ?? ''}`.trim()}
                rounded="md"
                borderWidth="1px"
                bg="bg.muted"
                maxH="80"
                objectFit="contain"
                w="full"
              />
            ))}
          </SimpleGrid>
        )}
      </Card.Body>
    </Card.Root>
  );
}
