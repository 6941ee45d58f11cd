import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { contrastRatio } from './contrast';
import { FoundationPage, RatioBadge } from './foundations.story-kit';
import { BRAND_PALETTES, lightValue, solidPair, type BrandPalette } from './theme-values';

const WHITE = lightValue('colors.white');
const TEXT = lightValue('colors.fg');

function Swatch({ palette, step, hex }: { palette: string; step: string; hex: string }) {
  const onWhite = contrastRatio(hex, WHITE);
  const onText = contrastRatio(hex, TEXT);
  // The step's own label in whichever of white or the text colour reads better on it.
  const ink = onWhite >= onText ? WHITE : TEXT;
  return (
    <Stack gap="1" data-testid={`swatch-${palette}-${step}`}>
      <Box
        bg={hex}
        color={ink}
        h="16"
        borderRadius="md"
        p="2"
        borderWidth="1px"
        borderColor="border"
      >
        <Text textStyle="sm" fontWeight="semibold">
          {step}
        </Text>
        <Text textStyle="xs" fontFamily="mono">
          {hex}
        </Text>
      </Box>
      <RatioBadge label="Con blanco" ratio={onWhite} />
      <RatioBadge label="Con texto" ratio={onText} />
    </Stack>
  );
}

function PaletteRow({ palette }: { palette: BrandPalette }) {
  const pair = solidPair(palette.name);
  const solidStep = Object.entries(palette.scale).find(([, hex]) => hex === pair.solid)?.[0];
  return (
    <Stack gap="3" as="section" aria-labelledby={`palette-${palette.name}`}>
      <Heading as="h2" size="md" id={`palette-${palette.name}`}>
        {palette.label} · <code>{palette.name}</code>
      </Heading>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" alignItems="center">
        <Box
          bg={pair.solid}
          color={pair.text}
          px="4"
          py="2"
          borderRadius="md"
          fontWeight="semibold"
          textStyle="sm"
        >
          Botón sólido ({solidStep ?? pair.solid})
        </Box>
        <RatioBadge
          label="Texto del botón sobre su fondo"
          ratio={contrastRatio(pair.solid, pair.text)}
        />
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 4, lg: 6 }} gap="3">
        {Object.entries(palette.scale).map(([step, hex]) => (
          <Swatch key={step} palette={palette.name} step={step} hex={hex} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PalettePage() {
  return (
    <FoundationPage
      title="Paleta de marca"
      intro={
        <>
          Los cinco colores de la marca con sus once tonos, leídos del tema (src/theme/palette.ts).
          Cada tono muestra su contraste WCAG con el blanco y con el color del texto ({TEXT}): el
          texto normal necesita 4,5:1 (AA), el texto grande y los íconos 3:1. El botón sólido es el
          tono que usan los botones y las insignias de cada color, con su propio texto encima.
        </>
      }
    >
      <Stack gap="10">
        {BRAND_PALETTES.map((palette) => (
          <PaletteRow key={palette.name} palette={palette} />
        ))}
      </Stack>
    </FoundationPage>
  );
}

const meta = {
  title: 'Fundamentos/Paleta',
  parameters: { layoutPrefs: { skin: 'light' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandColors: Story = { name: 'Paleta de marca', render: () => <PalettePage /> };
