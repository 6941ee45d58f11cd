import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { ProspectDuplicatesView, type DuplicateReport } from './prospect-duplicates-view';

const REPORT: DuplicateReport = {
  total: 23,
  per_page: 20,
  current_page: 1,
  from: 1,
  to: 2,
  last_page: 2,
  has_more_pages: true,
  data: [
    {
      rut: '13.482.906-0',
      customer_name: 'Ignacio Muñoz Vergara',
      prospects: 3,
      agencies: [
        { agency_id: '2', agency_name: 'Inmobiliaria Los Andes', prospects: 2 },
        { agency_id: '5', agency_name: 'Inmobiliaria Pacífico Sur', prospects: 1 },
      ],
    },
    {
      rut: '16.543.287-8',
      customer_name: 'Camila Andrea Rojas Soto',
      prospects: 2,
      agencies: [
        { agency_id: '3', agency_name: 'Constructora e Inmobiliaria Valle Central Limitada', prospects: 1 }, // prettier-ignore
        { agency_id: '5', agency_name: 'Inmobiliaria Pacífico Sur', prospects: 1 },
      ],
    },
  ],
};

const EMPTY: DuplicateReport = { ...REPORT, total: 0, from: null, to: null, last_page: 1, has_more_pages: false, data: [] }; // prettier-ignore

const meta = {
  title: 'Negocios/Prospectos duplicados',
  component: ProspectDuplicatesView,
  args: { report: REPORT, loading: false, onPageChange: fn(), onRetry: fn() },
  parameters: { route: '/business/duplicates' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProspectDuplicatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RUTs with prospects in several agencies, most prospects first. */
export const Report: Story = {};
export const Empty: Story = { args: { report: EMPTY } };
export const Loading: Story = { args: { report: null, loading: true } };
export const Failed: Story = {
  args: { report: null, error: 'Ocurrió un error inesperado. Intenta nuevamente.' },
};
