import { Button, Center, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { RefreshCw, TriangleAlert } from 'lucide-react';

export interface ChunkErrorScreenProps {
  /** 'chunk': a page's code could not load (usually a new deploy); 'unexpected': anything else. */
  kind: 'chunk' | 'unexpected';
  onReload: () => void;
}

const copy = {
  chunk: {
    title: 'Hay una nueva versión de la aplicación',
    text: 'No pudimos cargar esta sección, probablemente porque el back office se actualizó. Recarga la página para usar la versión más reciente.',
  },
  unexpected: {
    title: 'Ocurrió un error inesperado',
    text: 'Algo falló al mostrar esta página. Recarga para intentarlo de nuevo; si el problema continúa, avisa al equipo de soporte.',
  },
};

/** Recovery screen shown by the router's boundary; it needs nothing but Chakra to render. */
export function ChunkErrorScreen({ kind, onReload }: ChunkErrorScreenProps) {
  const { title, text } = copy[kind];
  return (
    <Center minH="60vh" px="6" py="12" role="alert">
      <VStack gap="4" maxW="lg" textAlign="center">
        <Center boxSize="16" borderRadius="full" bg="primary.muted" color="primary.fg">
          <Icon boxSize="8" asChild>
            {kind === 'chunk' ? <RefreshCw aria-hidden /> : <TriangleAlert aria-hidden />}
          </Icon>
        </Center>
        <Heading as="h1" size="xl" color="fg.heading">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button onClick={onReload} size="lg">
          <RefreshCw aria-hidden /> Recargar
        </Button>
      </VStack>
    </Center>
  );
}
