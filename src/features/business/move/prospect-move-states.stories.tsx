import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoveWalk, steps } from './prospect-move-states.story-kit';

// Every state of the prospect-move machine on the real board: each story's play function presses
// «Mover a…» on Luis's card, chooses, writes and confirms as a user would, and a scripted server
// saves the move, refuses it or keeps it in flight.
const meta = {
  title: 'Negocios/Mover negocio — estados',
  component: MoveWalk,
  parameters: { route: '/business' },
} satisfies Meta<typeof MoveWalk>;

export default meta;
type Story = StoryObj<typeof meta>;

const REFUSAL = 'No tienes acceso a los negocios del proyecto Parque Los Aromos.';

/** Nothing asked yet: the board with its «Mover a…» buttons. */
export const Tablero: Story = { name: 'Tablero sin movimientos' };

/** «Mover a…» pressed: every other stage, and the reason to write. */
export const Eligiendo: Story = { name: 'Eligiendo la etapa', play: () => steps.open() };

export const SinEtapa: Story = {
  name: 'Sin etapa elegida',
  play: async () => {
    await steps.open();
    await steps.submit();
  },
};

export const SinMotivo: Story = {
  name: 'Sin motivo',
  play: async () => {
    await steps.open();
    await steps.choose('Reserva');
    await steps.submit();
  },
};

/** Ganado is permanent: the dialog asks once more, with the reason. */
export const Confirmando: Story = {
  name: 'Confirmando una etapa permanente',
  play: () => steps.move('Ganado'),
};

/** The card already sits in Reserva, dimmed, and both counts moved while the server saves. */
export const Guardando: Story = {
  name: 'Guardando el movimiento',
  args: { save: 'wait' },
  play: () => steps.move('Reserva'),
};

/** A second move of the same prospect waits for the first. */
export const SegundoEnEspera: Story = {
  name: 'Segundo movimiento en espera',
  args: { save: 'wait' },
  play: async () => {
    await steps.move('Reserva');
    await steps.move('Promesa');
  },
};

export const Movido: Story = { name: 'Movido', play: () => steps.move('Reserva') };

export const MovidoAGanado: Story = {
  name: 'Movido a una etapa permanente',
  play: async () => {
    await steps.move('Ganado');
    await steps.confirm();
  },
};

/** The server refused: Luis is back in Evaluación financiera and the notice says why. */
export const Rechazado: Story = {
  name: 'Rechazado por el servidor',
  args: { save: { refuse: REFUSAL } },
  play: () => steps.move('Reserva'),
};
