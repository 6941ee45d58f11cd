import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent } from 'storybook/test';
import { bookingRequestStatus, preapprovalStatus } from '../../shared/sales-status';
import { StatusChangeDialog, type StatusChangeDialogProps } from './status-change-dialog';
import {
  LONG_RECORD_LABEL,
  RECORD_LABEL,
  accepted,
  neverAnswers,
  refusedByServer,
} from './status-change.fixtures';

type Confirm = StatusChangeDialogProps<string>['onConfirm'];
const onOpenChange: StatusChangeDialogProps<string>['onOpenChange'] = fn();
const onConfirm: Confirm = fn(accepted);
const waitingConfirm: Confirm = fn(neverAnswers);
const refusedConfirm: Confirm = fn(refusedByServer);

const meta = {
  title: 'Components/StatusChangeDialog',
  component: StatusChangeDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      story: { inline: false, height: '480px' },
      description: {
        component: [
          '**Úsalo para** la única forma en que el equipo cambia el estado de un registro de venta: ofrece solo los cambios permitidos desde el estado actual, explica cada uno y mantiene a la vista el rechazo del servidor.',
          '**No lo uses para** abrirlo por tu cuenta junto al estado (usa `StatusChangeButton` o `RecordStatusBar`, que ya lo abren).',
        ].join('\n\n'),
      },
    },
  },
  args: {
    table: bookingRequestStatus,
    current: 'pending',
    recordLabel: RECORD_LABEL,
    open: true,
    onOpenChange,
    onConfirm,
  },
} satisfies Meta<typeof StatusChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Brings the dialog to a state in Storybook (tests do the same clicks themselves).
const chooseAndConfirm = (label: string) => async () => {
  await userEvent.click(await screen.findByRole('radio', { name: label }));
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
};

/** A pending booking request: four moves offered, nothing chosen yet. */
export const Choosing: Story = {};

/** A paid booking only moves to cancelled (the customer's withdrawal). */
export const OneChoice: Story = { args: { current: 'paid' } };

/** A cancelled booking is final: nothing to choose. */
export const FinalStatus: Story = { args: { current: 'cancelled' } };

/** The change is on its way: the choice and both buttons wait. */
export const Saving: Story = {
  args: { onConfirm: waitingConfirm },
  play: chooseAndConfirm('Pagada'),
};

/** The server refused (another booking of the same unit is paid): its message, dialog open. */
export const Refused: Story = {
  args: { onConfirm: refusedConfirm },
  play: chooseAndConfirm('Pagada'),
};

export const LongRecordLabel: Story = { args: { recordLabel: LONG_RECORD_LABEL } };

/** A pre-approval under review: the table of another record type. */
export const OtherTable: Story = {
  args: {
    table: preapprovalStatus,
    current: 'in_review',
    recordLabel: 'Preaprobación N° 311 · Sebastián Núñez Carrasco',
  },
};

/** Closed: nothing on screen. */
export const Closed: Story = { args: { open: false } };
