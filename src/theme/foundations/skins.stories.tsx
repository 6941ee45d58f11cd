import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { SKINS, SKIN_LABELS, skinScopeClass, type Skin } from '../skins';
import { FoundationPage } from './foundations.story-kit';

const MENU = ['Inicio', 'Proyectos', 'Unidades', 'Reservas'];

/** One skin's surfaces, menu, text and controls, in a skin scope of its own (see applySkin). */
function SkinSample({ skin }: { skin: Skin }) {
  return (
    <Box
      data-skin={skin}
      data-testid={`skin-${skin}`}
      className={skinScopeClass(skin)}
      // The palette's variables resolve where colorPalette is set (on <html>, in the light skin):
      // set again here, a dark scope's outline buttons take the dark palette.
      colorPalette="primary"
      bg="bg.canvas"
      color="fg"
      borderRadius="lg"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
    >
      <Box as="nav" aria-label={`Menú de ejemplo, skin ${SKIN_LABELS[skin]}`} bg="bg.menu" p="3">
        <Text textStyle="xs" color="fg.menuMuted" mb="2" fontWeight="semibold">
          MENÚ
        </Text>
        <Stack gap="1">
          {MENU.map((item, index) => (
            <Text
              key={item}
              textStyle="sm"
              px="3"
              py="1.5"
              borderRadius="md"
              bg={index === 1 ? 'bg.menuActive' : undefined}
              color={index === 1 ? 'fg.menuActive' : 'fg.menu'}
            >
              {item}
            </Text>
          ))}
        </Stack>
      </Box>
      <Stack p="4" gap="4">
        <Heading as="h2" size="md" color="fg.heading">
          {SKIN_LABELS[skin]}
        </Heading>
        <Card.Root>
          <Card.Body gap="2">
            <Text fontWeight="semibold">Parque Los Aromos</Text>
            <Text textStyle="sm" color="fg.muted">
              Quilicura · 120 unidades · desde UF 1.499,50
            </Text>
            <HStack>
              <Badge colorPalette="success">Disponible</Badge>
              <Badge colorPalette="warning">Reservada</Badge>
              <Badge colorPalette="danger">Vencida</Badge>
            </HStack>
          </Card.Body>
        </Card.Root>
        <HStack>
          <Button size="sm">Guardar</Button>
          <Button size="sm" variant="outline">
            Cancelar
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

function SkinsPage() {
  return (
    <FoundationPage
      title="Skins"
      intro="Las cuatro skins del back office una al lado de la otra: el fondo, las tarjetas, el menú, los títulos, el texto y los controles. Con bordes cambia la sombra de las tarjetas por un borde; Semioscuro oscurece solo el menú lateral (con el menú horizontal se ve como Claro)."
    >
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        {SKINS.map((skin) => (
          <SkinSample key={skin} skin={skin} />
        ))}
      </SimpleGrid>
    </FoundationPage>
  );
}

const meta = {
  title: 'Fundamentos/Skins',
  parameters: { layoutPrefs: { skin: 'light' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = { name: 'Las cuatro skins', render: () => <SkinsPage /> };
