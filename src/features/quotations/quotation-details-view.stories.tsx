import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { QuotationDetailsView, type QuotationDetailsViewProps } from './quotation-details-view';
import {
  bareQuotationFixture,
  lastValidDayIn,
  promisedQuotationFixture,
  quotationAuditsFixture,
  quotationDetailsFixture,
} from './quotations.fixtures';
import { financing, home } from '../../components/financing/financing.fixtures';

type Props = QuotationDetailsViewProps;
const onChangeStatus: Props['onChangeStatus'] = fn(() => Promise.resolve());
const onRetry: NonNullable<Props['onRetry']> = fn();
const history: Props['history'] = { entries: quotationAuditsFixture, loading: false, error: null };

const meta = {
  title: 'Cotizaciones/Detalle',
  component: QuotationDetailsView,
  args: {
    quotation: quotationDetailsFixture,
    loading: false,
    error: null,
    onRetry,
    canChangeStatus: true,
    onChangeStatus,
    history,
  },
  parameters: { route: '/quotations/50230/details' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof QuotationDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booked: home, warehouse and parking lot in UF, a paid booking request, the history. */
export const Booked: Story = {};

/** A home alone, no rents, no commune, nothing booked yet; valid through tomorrow. */
export const Active: Story = {
  args: { quotation: { ...bareQuotationFixture, expires_at: lastValidDayIn(1) } },
};

/** A project without quotation_validity: no deadline. */
export const ActiveWithoutDeadline: Story = { args: { quotation: bareQuotationFixture } };

export const Expired: Story = {
  args: { quotation: { ...bareQuotationFixture, status: 'expired' } },
};

export const Promised: Story = { args: { quotation: promisedQuotationFixture } };

/** Final: the button says why it does nothing. */
export const Cancelled: Story = {
  args: { quotation: { ...quotationDetailsFixture, status: 'cancelled' } },
};

/** A RealstateUser: no history nor audits link (managers only). */
export const WithoutHistory: Story = { args: { history: null } };

export const HistoryLoading: Story = {
  args: { history: { entries: [], loading: true, error: null } },
};

export const Loading: Story = { args: { quotation: null, loading: true } };

export const Failed: Story = {
  args: {
    quotation: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const LongNames: Story = {
  args: {
    quotation: {
      ...quotationDetailsFixture,
      project: {
        id: '7',
        name: 'Condominio Parque Los Aromos de Puente Alto, Etapa II — Torres B y C',
      },
      customer: quotationDetailsFixture.customer && {
        ...quotationDetailsFixture.customer,
        name: 'María de los Ángeles Constanza',
        last_name: 'Fernández-Villalobos Sepúlveda del Río',
        email: 'maria.de.los.angeles.fernandez.villalobos@constructorapacificosur.cl',
        commune: { id: '13110', name: 'San Pedro de la Paz' },
      },
    },
  },
};

/** With each quoted home's financing at the UF of the day, compared with the rent range. */
export const WithFinancing: Story = {
  args: {
    financing: {
      homes: [
        {
          key: '1',
          title: 'Vivienda 504',
          financing: financing(home, undefined, { minimum: 1_200_000, maximum: 1_800_000 }),
        },
      ],
      loading: false,
      error: null,
    },
  },
};
