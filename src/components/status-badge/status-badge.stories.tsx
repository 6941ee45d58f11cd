import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  preapprovalStatus,
  promiseRequestStatus,
  quotationStatus,
  statusCodes,
  type StatusTable,
} from '../../shared/sales-status';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el estado de un registro de venta con la palabra y el color de su tabla de estados, igual en la lista, el detalle y el diálogo de cambio.',
          '**No lo uses para** estados que no vienen de las tablas de `src/shared/sales-status` ni etiquetas decorativas.',
        ].join('\n\n'),
      },
    },
  },
  args: { table: bookingRequestStatus, value: 'pending' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Paid: Story = { args: { value: 'paid' } };
/** A code the table does not know (an old record): shown as stored, in gray. */
export const UnknownCode: Story = { args: { value: 'pagado_legacy' } };

const tables: Array<[string, StatusTable<string>]> = [
  ['Cotización', quotationStatus],
  ['Solicitud de reserva', bookingRequestStatus],
  ['Pago de reserva o promesa', bookingOrderStatus],
  ['Solicitud de promesa', promiseRequestStatus],
  ['Preaprobación', preapprovalStatus],
];

function AllTables() {
  return (
    <Stack gap="4">
      {tables.map(([name, table]) => (
        <Stack key={name} gap="1">
          <Text fontWeight="semibold">{name}</Text>
          <HStack gap="2" wrap="wrap">
            {statusCodes(table).map((code) => (
              <StatusBadge key={code} table={table} value={code} />
            ))}
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}

/** Every status of every table: switch the skin in the toolbar to check both themes. */
export const EveryStatus: Story = { render: () => <AllTables /> };
/** The same, pinned to the dark skin. */
export const EveryStatusDark: Story = {
  render: () => <AllTables />,
  parameters: { layoutPrefs: { skin: 'dark' } },
};
