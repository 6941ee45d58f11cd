import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { AgenciesView, type AgenciesViewProps } from './agencies-view';
import { agencyPageFixture, emptyAgencyPage, agenciesFixture } from './agencies.fixtures';

const onPageChange: AgenciesViewProps['onPageChange'] = fn();
const onImportantChange: AgenciesViewProps['onImportantChange'] = fn();
const onVisibleChange: AgenciesViewProps['onVisibleChange'] = fn();
const onRetry: NonNullable<AgenciesViewProps['onRetry']> = fn();

const meta = {
  title: 'Inmobiliarias/Lista',
  component: AgenciesView,
  args: {
    page: agencyPageFixture,
    loading: false,
    error: null,
    busyIds: new Set<string>(),
    onPageChange,
    onImportantChange,
    onVisibleChange,
    onRetry,
  },
  parameters: { route: '/agencies' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AgenciesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Loading: Story = { args: { page: null, loading: true } };

export const NextPageLoading: Story = { args: { loading: true } };

export const Empty: Story = { args: { page: emptyAgencyPage } };

export const Failed: Story = {
  args: {
    page: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const SavingFlag: Story = { args: { busyIds: new Set(['2']) } };

export const LongText: Story = {
  args: {
    page: {
      ...agencyPageFixture,
      data: [
        {
          ...agenciesFixture[1]!,
          name: 'Inmobiliaria y Constructora Los Libertadores del Valle Central',
          official_name:
            'Sociedad Inmobiliaria y Constructora Los Libertadores del Valle Central Limitada',
          email: 'departamento.comercial.ventas@libertadoresdelvallecentral.cl',
        },
      ],
    },
  },
};
