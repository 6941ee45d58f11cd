import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProspectMoveEvent } from '../../../../machines/prospect-move/prospect-move.types';
import {
  CONTACTADO,
  EVALUACION,
  GANADO,
  NUEVO,
  REFUSAL,
  WHY,
  camila,
  longName,
  matias,
} from './prospect-move.fixtures';
import { MoveStory } from './prospect-move.story-kit';

// The move dialog and its notices in every state of the prospect-move machine: the real machine
// over a fake server, with a stand-in board that draws the optimistic counts.
const meta = {
  title: 'Negocios/Mover negocio',
  component: MoveStory,
} satisfies Meta<typeof MoveStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const moveTo = (card: typeof camila, from: string, to: string, why = WHY): ProspectMoveEvent[] => [
  { type: 'move.open', card, fromStageId: from },
  { type: 'move.target', toStageId: to },
  { type: 'move.describe', description: why },
  { type: 'move.submit' },
];

/** Nothing asked yet: the board with its "Mover a…" buttons. */
export const Closed: Story = {};

/** The dialog is closed and Camila's move is saving: she already heads Contactado (7 → 8). */
export const MoveSaving: Story = { args: { events: moveTo(camila, NUEVO, CONTACTADO) } };

/** "Mover a…" on a card: nothing chosen or written yet. */
export const DescribingEmpty: Story = {
  args: { events: [{ type: 'move.open', card: camila, fromStageId: NUEVO }] },
};

/** A drop on a column preselects it; the long name wraps. */
export const DescribingDropped: Story = {
  args: {
    events: [{ type: 'move.open', card: longName, fromStageId: NUEVO, toStageId: EVALUACION }],
  },
};

/** "Mover" without a stage: the machine's Spanish refusal under the picker. */
export const DescribingNoStage: Story = {
  args: {
    events: [{ type: 'move.open', card: camila, fromStageId: NUEVO }, { type: 'move.submit' }],
  },
};

/** A stage but no reason: the refusal under the description. */
export const DescribingNoReason: Story = {
  args: { events: moveTo(camila, NUEVO, CONTACTADO, '   ') },
};

/** Ganado is permanent: the dialog asks once more. */
export const ConfirmingPermanent: Story = { args: { events: moveTo(matias, NUEVO, GANADO) } };

/** Camila's second move waits for her first (still saving). */
export const QueuedSecondMove: Story = {
  args: {
    events: [...moveTo(camila, NUEVO, CONTACTADO), ...moveTo(camila, CONTACTADO, EVALUACION)],
  },
};

/** The server refused: Camila is back in Nuevo and the notice says why. */
export const FailedMove: Story = {
  args: { commit: { fail: REFUSAL }, events: moveTo(camila, NUEVO, CONTACTADO) },
};
