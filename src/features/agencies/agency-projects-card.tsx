import { Badge, Card, List, Text } from '@chakra-ui/react';

/** The agency's projects on its edit page: read-only, projects are edited on their own pages. */
export function AgencyProjectsCard({
  projects,
}: {
  projects: ReadonlyArray<{ id: string; name: string }>;
}) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>
          Proyectos de la inmobiliaria{' '}
          <Badge variant="subtle" colorPalette="secondary" ms="1">
            {projects.length}
          </Badge>
        </Card.Title>
        <Card.Description>Se administran desde la sección Proyectos.</Card.Description>
      </Card.Header>
      <Card.Body>
        {projects.length === 0 ? (
          <Text color="fg.muted">Esta inmobiliaria aún no tiene proyectos.</Text>
        ) : (
          <List.Root as="ul" ps="5" gap="1" aria-label="Proyectos de la inmobiliaria">
            {projects.map((project) => (
              <List.Item key={project.id}>{project.name}</List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
