import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FoundationPage } from './foundations.story-kit';
import { tokenNames, tokenValue, toPixels } from './theme-values';

function pixels(category: string, name: string): string {
  const value = tokenValue(category, name);
  const px = toPixels(value);
  return px === null ? value : `${value} · ${px} px`;
}

// The spacing steps a screen uses in practice; the larger ones are layout widths, not gaps.
const SPACING_LIMIT_PX = 64;

function SpacingPage() {
  const steps = tokenNames('spacing')
    .map((name) => ({ name, px: toPixels(tokenValue('spacing', name)) ?? 0 }))
    .filter((step) => step.px <= SPACING_LIMIT_PX)
    .sort((a, b) => a.px - b.px);
  return (
    <FoundationPage
      title="Espaciado"
      intro='La escala de espacios del tema (márgenes, rellenos y separaciones: p, m, gap). Se usa el nombre del paso, nunca píxeles sueltos: gap="4" son 16 px.'
    >
      <Stack gap="2">
        {steps.map((step) => (
          <HStack key={step.name} gap="4">
            <Text fontFamily="mono" textStyle="sm" minW="10">
              {step.name}
            </Text>
            <Box h="4" w={step.name} bg="primary.solid" borderRadius="xs" flexShrink="0" />
            <Text textStyle="xs" color="fg.muted">
              {pixels('spacing', step.name)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </FoundationPage>
  );
}

function RadiiPage() {
  return (
    <FoundationPage
      title="Radios"
      intro="Los radios de borde del tema (borderRadius), del más recto al redondo. Se usa el nombre del paso, nunca píxeles sueltos."
    >
      <SimpleGrid columns={{ base: 2, md: 4, xl: 6 }} gap="6">
        {tokenNames('radii').map((name) => (
          <Stack key={name} gap="2" alignItems="flex-start">
            <Box
              boxSize="20"
              bg="secondary.50"
              borderWidth="2px"
              borderColor="secondary.800"
              borderRadius={name}
            />
            <Text fontFamily="mono" textStyle="sm">
              {name}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {pixels('radii', name)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </FoundationPage>
  );
}

const meta = {
  title: 'Fundamentos/Espaciado y radios',
  parameters: { layoutPrefs: { skin: 'light' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = { name: 'Espaciado', render: () => <SpacingPage /> };
export const Radii: Story = { name: 'Radios', render: () => <RadiiPage /> };
