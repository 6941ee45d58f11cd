import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Box, HStack } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { StatusBadge } from '../status-badge/status-badge';
import { bookingRequestStatus, quotationStatus } from '../../shared/sales-status';
import { StatusChangeButton, type StatusChangeButtonProps } from './status-change-button';
import { RECORD_LABEL, accepted } from './status-change.fixtures';

const onConfirm: StatusChangeButtonProps<string>['onConfirm'] = fn(accepted);

const meta = {
  title: 'Components/StatusChangeButton',
  component: StatusChangeButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** «Cambiar estado» junto al estado de un registro: abre el diálogo de cambio. En un estado final sigue en el orden del tabulador y explica por qué no hace nada.',
          '**No lo uses para** cambiar estados sin diálogo de confirmación ni en registros que no son de venta.',
        ].join('\n\n'),
      },
    },
  },
  args: {
    table: bookingRequestStatus,
    current: 'pending',
    recordLabel: RECORD_LABEL,
    onConfirm,
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StatusChangeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Changeable: Story = {};

/** A cancelled booking: the button says why it does nothing. */
export const FinalStatus: Story = { args: { current: 'cancelled' } };

/** The record is still loading. */
export const Disabled: Story = { args: { disabled: true } };

function WithBadge() {
  const [status, setStatus] = useState<string>('active');
  return (
    <HStack gap="3">
      <StatusBadge table={quotationStatus} value={status} />
      <StatusChangeButton
        table={quotationStatus}
        current={status}
        recordLabel="Cotización N° 50231 · Ignacio Fuentes Araya"
        onConfirm={async (next) => setStatus(next)}
      />
    </HStack>
  );
}

/** A quotation beside its badge: the badge follows each confirmed change. */
export const Flow: Story = { render: () => <WithBadge /> };
