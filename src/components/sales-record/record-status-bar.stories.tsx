import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { refusedByServer } from '../status-change/status-change.fixtures';
import { bookingRequestStatus } from '../../shared/sales-status';
import { RecordStatusBar, type RecordStatusBarProps } from './record-status-bar';

// Typed as the props, so tests can pass their own spies in place of the Storybook actions.
const onChange: NonNullable<RecordStatusBarProps<string>['onChange']> = fn(() => Promise.resolve());

const meta = {
  title: 'Componentes/Registro de venta/Estado',
  component: RecordStatusBar<string>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el estado de un registro de venta con la forma de cambiarlo: la insignia y «Cambiar estado», que ofrece solo los estados siguientes que permite su tabla.',
          '**No lo uses para** estados de registros que no son de venta ni mostrar un estado sin poder cambiarlo en una lista (usa `StatusBadge`).',
        ].join('\n\n'),
      },
    },
  },
  args: {
    label: 'Estado de la solicitud',
    table: bookingRequestStatus,
    current: 'pending',
    recordLabel: 'Solicitud de reserva N° 1842 · Camila Andrea Rojas Soto',
    onChange,
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RecordStatusBar<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending: «Cambiar estado» offers the moves its table allows. */
export const Changeable: Story = {};
/** A viewer who may look but not change it. */
export const ReadOnly: Story = { args: { onChange: undefined } };
/** A final status: the button says why it does nothing. */
export const FinalStatus: Story = { args: { current: 'cancelled' } };
/** The server refuses the change: the dialog keeps its reason. */
const refused: NonNullable<RecordStatusBarProps<string>['onChange']> = fn(refusedByServer);
export const Refused: Story = { args: { onChange: refused } };
