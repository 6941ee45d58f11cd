import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FoundationPage } from './foundations.story-kit';
import { ICONS_IN_USE } from './icons-in-use';

function IconsPage() {
  const icons = Object.entries(ICONS_IN_USE).sort(([a], [b]) => a.localeCompare(b));
  return (
    <FoundationPage
      title="Íconos"
      intro={`Los ${icons.length} íconos de lucide-react que usa hoy el back office (una prueba compara esta lista con el código). Antes de sumar uno nuevo, busca aquí si ya hay uno para la misma idea. Un ícono sin texto al lado necesita su nombre como etiqueta accesible (IconLink lo hace).`}
    >
      <SimpleGrid columns={{ base: 3, md: 6, xl: 8 }} gap="3" as="ul" listStyleType="none">
        {icons.map(([name, Glyph]) => (
          <Stack
            as="li"
            key={name}
            alignItems="center"
            gap="2"
            p="3"
            borderRadius="md"
            borderWidth="1px"
            borderColor="border"
            bg="bg.surface"
          >
            <Icon boxSize="6" color="fg" aria-hidden>
              <Glyph />
            </Icon>
            <Text textStyle="xs" fontFamily="mono" textAlign="center" wordBreak="break-word">
              {name}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </FoundationPage>
  );
}

const meta = {
  title: 'Fundamentos/Íconos',
  parameters: { layoutPrefs: { skin: 'light' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const InUse: Story = { name: 'Íconos en uso', render: () => <IconsPage /> };
