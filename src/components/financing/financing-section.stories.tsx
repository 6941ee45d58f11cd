import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { FinancingSection } from './financing-section';
import { bareHome, ds15Home, financing, home, lateUf } from './financing.fixtures';

const band = { minimum: 1_200_000, maximum: 1_800_000 };

const meta = {
  title: 'Components/FinancingSection',
  component: FinancingSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** la tarjeta «Financiamiento» de una página de detalle: el financiamiento de cada vivienda (una en la unidad, una por vivienda cotizada en la cotización), con su carga y su error.',
          '**No lo uses para** mostrar solo el valor de la UF del día (usa la nota de la UF) ni editar valores de financiamiento.',
        ].join('\n\n'),
      },
    },
  },
  args: {
    homes: [{ key: '1', title: null, financing: financing() }],
    loading: false,
    error: null,
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="4xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FinancingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A unit's own page: every value loaded, the general programme, no income band. */
export const Complete: Story = {};
/** A unit carrying DS15 values: both programmes. */
export const Ds15: Story = {
  args: { homes: [{ key: '1', title: null, financing: financing(ds15Home) }] },
};
/** Values missing: sentences instead of numbers, no credit. */
export const MissingValues: Story = {
  args: { homes: [{ key: '1', title: null, financing: financing(bareHome, lateUf, band) }] },
};
/** No UF loaded: UF amounts only. */
export const WithoutUf: Story = {
  args: { homes: [{ key: '1', title: null, financing: financing(home, null) }] },
};
/** A quotation: one table per quoted home, each with the income band and the assumptions. */
export const QuotedHomes: Story = {
  args: {
    homes: [
      { key: '1', title: 'Depto 504', financing: financing(home, undefined, band) },
      { key: '2', title: 'Depto 1203', financing: financing(ds15Home, undefined, { minimum: 600_000, maximum: 900_000 }) }, // prettier-ignore
    ],
  },
};
export const Loading: Story = { args: { homes: [], loading: true } };
export const Failed: Story = {
  args: { homes: [], error: 'No se pudo conectar con el servidor. Revisa tu conexión.' },
};
