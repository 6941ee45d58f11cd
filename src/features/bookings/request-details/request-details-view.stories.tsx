import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn, screen, userEvent } from 'storybook/test';
import { refusedByServer } from '../../../components/status-change/status-change.fixtures';
import {
  BookingRequestDetailsView,
  type BookingRequestDetailsViewProps,
} from './request-details-view';
import { bookingRequestDetailsFixture, pendingRequestFixture } from '../bookings.fixtures';

type Props = BookingRequestDetailsViewProps;
const onChangeStatus: Props['onChangeStatus'] = fn(() => Promise.resolve());
const onRetry: NonNullable<Props['onRetry']> = fn();
const refused: Props['onChangeStatus'] = fn(refusedByServer);

// Bring the page's dialog to a state in Storybook (tests do the same clicks themselves).
const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Cambiar estado' }));
};
const chooseAndConfirm = (label: string) => async () => {
  await openDialog();
  await userEvent.click(await screen.findByRole('radio', { name: label }));
  const buttons = await screen.findAllByRole('button', { name: 'Cambiar estado' });
  const confirm = buttons.at(-1);
  if (confirm) await userEvent.click(confirm);
};

const meta = {
  title: 'Reservas/Solicitudes/Detalle',
  component: BookingRequestDetailsView,
  args: {
    request: bookingRequestDetailsFixture,
    loading: false,
    error: null,
    onRetry,
    onChangeStatus,
  },
  parameters: { route: '/bookings-requests/1841/details' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BookingRequestDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: the approved order with the UF value used, a paid and a rejected payment, the history. */
export const Paid: Story = {};

/** Just asked: no payment, no order, no quotation, no history yet. */
export const Pending: Story = { args: { request: pendingRequestFixture } };

export const Expired: Story = {
  args: { request: { ...pendingRequestFixture, status: 'expired' } },
};

/** Final: the customer withdrew; the button says why it does nothing. */
export const Cancelled: Story = {
  args: { request: { ...bookingRequestDetailsFixture, status: 'cancelled' } },
};

export const Rejected: Story = {
  args: { request: { ...pendingRequestFixture, status: 'rejected' } },
};

/** A viewer who may look but not change the status. */
export const ReadOnly: Story = { args: { onChangeStatus: undefined } };

export const Loading: Story = { args: { request: null, loading: true } };

export const Failed: Story = {
  args: {
    request: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const LongNames: Story = {
  args: {
    request: {
      ...bookingRequestDetailsFixture,
      project: {
        id: '7',
        name: 'Condominio Parque Los Aromos de Puente Alto, Etapa II — Torres B y C',
      },
      contact: {
        name: 'María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río',
        rut: '15.987.123-1',
        email: 'maria.de.los.angeles.fernandez.villalobos@constructorapacificosur.cl',
        phone: '+56 9 4433 2211',
      },
    },
  },
};

/** The change dialog over the page: the four moves a pending request allows. */
export const ChangingStatus: Story = {
  args: { request: pendingRequestFixture },
  play: openDialog,
};

/** The server refused (another paid booking holds the unit): the dialog stays with the reason. */
export const ChangeRefused: Story = {
  args: { request: pendingRequestFixture, onChangeStatus: refused },
  play: chooseAndConfirm('Pagada'),
};
