// The "Proyectos" cell: how many, and the names one click (or Enter) away.
import { Button, List, Popover, Portal, Text } from '@chakra-ui/react';
import type { AgencyRow } from './agencies.types';

const countLabel = (count: number) => (count === 1 ? '1 proyecto' : `${count} proyectos`);

export function AgencyProjectsCell({ agency }: { agency: AgencyRow }) {
  const { projects } = agency;
  if (projects.length === 0) return <Text color="fg.muted">Sin proyectos</Text>;
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          size="xs"
          variant="subtle"
          colorPalette="secondary"
          aria-label={`${countLabel(projects.length)} de ${agency.name}`}
        >
          {countLabel(projects.length)}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named here as in the bell (notification-bell.tsx): with lazyMount the title comes
              after zag looked for it. */}
          <Popover.Content maxW="xs" aria-label={`Proyectos de ${agency.name}`}>
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                Proyectos de {agency.name}
              </Popover.Title>
              <List.Root gap="1" ps="4">
                {projects.map((project) => (
                  <List.Item key={project.id}>{project.name}</List.Item>
                ))}
              </List.Root>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
