import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { ExpiryNote } from './expiry-note';

// The clock of every story: Wednesday 2026-12-02, 10:00 in Santiago (UTC-3).
const NOW = new Date('2026-12-02T13:00:00Z');
/** expires_at of a record whose last valid day is `days` after NOW's day. */
const lastDayIn = (days: number) => new Date(Date.UTC(2026, 11, 3 + days, 3)).toISOString();

const meta = {
  title: 'Components/ExpiryNote',
  component: ExpiryNote,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el vencimiento de un registro de venta abierto tal como se lee: «Vence hoy», «Vence mañana», «Vence en 3 días», «Vencida». `variant="cell"` en una lista, `"detail"` en un detalle.',
          '**No lo uses para** otras fechas (una fecha cualquiera se formatea con `src/lib/format.ts`) ni plazos que no sigan el calendario chileno del barrido de vencimientos.',
        ].join('\n\n'),
      },
    },
  },
  args: { expiresAt: lastDayIn(2), now: NOW },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ExpiryNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = { args: { expiresAt: lastDayIn(0) } };
export const Tomorrow: Story = { args: { expiresAt: lastDayIn(1) } };
export const InTwoDays: Story = {};
export const InTwoDaysDetail: Story = { args: { variant: 'detail' } };
export const Later: Story = { args: { expiresAt: lastDayIn(20) } };
/** Past its deadline, before the sweep changed its status. */
export const Overdue: Story = { args: { expiresAt: '2026-12-01T03:00:00.000Z' } };
export const Expired: Story = { args: { expiresAt: null, expired: true } };
/** A project without validity, or a record no longer open. */
export const NoDeadline: Story = { args: { expiresAt: null } };
