import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { queuedJob } from '../../components/export-job/export-job.fixtures';
import { WithExportEnvironment } from '../../components/export-job/export-job.story-kit';
import { QuotationsView, type QuotationsViewProps } from './quotations-view';
import {
  agencyOptionsFixture,
  emptyQuotationPage,
  longNamesPage,
  projectOptionsFixture,
  quotationPageFixture,
  quotationRowsFixture,
} from './quotations.fixtures';

type Props = QuotationsViewProps;
const onPageChange: Props['onPageChange'] = fn();
const onRetry: NonNullable<Props['onRetry']> = fn();
const onFilterChange: Props['filters']['onChange'] = fn();
const requestExport: NonNullable<Props['requestExport']> = fn(() => Promise.resolve(queuedJob));

const noFilters: Props['filters'] = {
  value: { project: '', agency: '', from: '', to: '', status: '', q: '', expiring: '', page: 1 },
  dateErrors: { from: null, to: null },
  projects: projectOptionsFixture,
  agencies: agencyOptionsFixture,
  onChange: onFilterChange,
};

const meta = {
  title: 'Cotizaciones/Lista',
  component: QuotationsView,
  args: {
    page: quotationPageFixture,
    loading: false,
    error: null,
    onRetry,
    filters: noFilters,
    onPageChange,
    canSeeAudits: true,
    requestExport,
  },
  parameters: { route: '/quotations' },
  decorators: [
    (Story) => (
      <WithExportEnvironment>
        <Box p="6">
          <Story />
        </Box>
      </WithExportEnvironment>
    ),
  ],
} satisfies Meta<typeof QuotationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin: every agency, one quotation in each status, audits at hand. */
export const EveryStatus: Story = {};

/** A RealstateUser of one agency: no agency filter, no audits. */
export const RealstateUserView: Story = {
  args: {
    canSeeAudits: false,
    filters: { ...noFilters, agencies: agencyOptionsFixture.slice(0, 1) },
  },
};

export const Loading: Story = { args: { page: null, loading: true } };

/** The next page on its way: the current one stays, under a loading bar. */
export const LoadingNextPage: Story = { args: { loading: true } };

export const Empty: Story = { args: { page: emptyQuotationPage } };

export const FilteredEmpty: Story = {
  args: {
    page: emptyQuotationPage,
    filters: {
      ...noFilters,
      value: { ...noFilters.value, project: '2', status: 'promised', q: '16.543.287-8' },
    },
  },
};

/** Dates typed wrong and reversed: each field says what to fix. */
export const WrongDates: Story = {
  args: {
    filters: {
      ...noFilters,
      value: { ...noFilters.value, from: '31-02-2025', to: '01-01-2025' },
      dateErrors: {
        from: 'Usa el formato dd-mm-aaaa, por ejemplo 14-03-2025.',
        to: null,
      },
    },
  },
};

export const Failed: Story = {
  args: {
    page: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const LongNames: Story = { args: { page: longNamesPage } };

/** One status filtered, for each status of the table. */
export const FilteredByStatus: Story = {
  args: {
    page: {
      ...quotationPageFixture,
      data: quotationRowsFixture.filter((row) => row.status === 'booked'),
      total: 1,
      to: 1,
      last_page: 1,
    },
    filters: { ...noFilters, value: { ...noFilters.value, status: 'booked' } },
  },
};

/** «Por vencer»: the active quotations that expire within 48 hours, each with its deadline. */
export const Expiring: Story = {
  args: {
    page: {
      ...quotationPageFixture,
      data: quotationRowsFixture.filter((row) => row.status === 'active'),
      total: 1,
      to: 1,
      last_page: 1,
    },
    filters: { ...noFilters, value: { ...noFilters.value, expiring: '1' } },
  },
};
