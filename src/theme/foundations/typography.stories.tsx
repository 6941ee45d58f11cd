import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { system } from '../full-system';
import { FoundationPage } from './foundations.story-kit';
import { tokenValue, toPixels } from './theme-values';
import { FONT_SIZES_IN_USE, HEADING_SIZES_IN_USE } from './typography-in-use';

const SAMPLE = 'Departamento 2D2B en Parque Los Aromos, desde UF 1.499,50';

function size(token: string): string {
  const value = tokenValue('fontSizes', token);
  const px = toPixels(value);
  return px === null ? value : `${value} (${px} px)`;
}

function TypographyPage() {
  return (
    <FoundationPage
      title="Tipografía"
      intro="La familia de letra y los tamaños que usa hoy el back office, leídos del tema y del código (una prueba mantiene la lista al día). El texto de párrafo es md; las tablas, filtros y formularios usan sm y xs."
    >
      <Stack gap="10">
        <Stack gap="2" as="section" aria-labelledby="type-family">
          <Heading as="h2" size="md" id="type-family">
            Familia
          </Heading>
          <Text fontFamily="mono" textStyle="sm">
            {system.token('fonts.body')}
          </Text>
        </Stack>
        <Stack gap="3" as="section" aria-labelledby="type-text">
          <Heading as="h2" size="md" id="type-text">
            Tamaños de texto
          </Heading>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Token</Table.ColumnHeader>
                <Table.ColumnHeader>Tamaño</Table.ColumnHeader>
                <Table.ColumnHeader>Ejemplo</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {FONT_SIZES_IN_USE.map((token) => (
                <Table.Row key={token}>
                  <Table.Cell fontFamily="mono">{token}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{size(token)}</Table.Cell>
                  <Table.Cell>
                    <Text textStyle={token} lineClamp={1}>
                      {SAMPLE}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
        <Stack gap="3" as="section" aria-labelledby="type-headings">
          <Heading as="h2" size="md" id="type-headings">
            Títulos
          </Heading>
          {HEADING_SIZES_IN_USE.map((headingSize) => (
            <Box key={headingSize} display="flex" gap="4" alignItems="baseline">
              <Text fontFamily="mono" textStyle="sm" minW="12" color="fg.muted">
                {headingSize}
              </Text>
              <Heading as="p" size={headingSize} color="fg.heading">
                Proyectos de la inmobiliaria
              </Heading>
            </Box>
          ))}
        </Stack>
      </Stack>
    </FoundationPage>
  );
}

const meta = {
  title: 'Fundamentos/Tipografía',
  parameters: { layoutPrefs: { skin: 'light' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = { name: 'Tipografía', render: () => <TypographyPage /> };
