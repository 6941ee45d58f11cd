// Fixtures and fakes for the prospect move's tests: the demo pipeline's stages, Chilean prospects
// as board cards, and a `commit` whose answers each test settles by hand.
import { vi } from 'vitest';
import { createActor } from 'xstate';
import { deferred, type Deferred } from '../shared/deferred';
import { createProspectMoveActors } from './prospect-move.actors';
import { prospectMoveMachine } from './prospect-move.machine';
import type {
  BoardColumn,
  BoardStage,
  Move,
  MoveRequest,
  ProspectCard,
  ProspectMoveDeps,
} from './prospect-move.types';

export const NUEVO = '1';
export const CONTACTADO = '2';
export const EVALUACION = '3';
export const RESERVA = '4';
export const GANADO = '6';
export const PERDIDO = '7';

export const STAGES: BoardStage[] = [
  { id: NUEVO, name: 'Nuevo', permanent: true },
  { id: CONTACTADO, name: 'Contactado', permanent: false },
  { id: EVALUACION, name: 'Evaluación financiera', permanent: false },
  { id: RESERVA, name: 'Reserva', permanent: false },
  { id: '5', name: 'Promesa', permanent: false },
  { id: GANADO, name: 'Ganado', permanent: true },
  { id: PERDIDO, name: 'Perdido', permanent: true },
];

export function cardFixture(
  id: string,
  name: string,
  lastName: string,
  rut: [string, string],
  stageId = NUEVO,
): ProspectCard {
  const stage = STAGES.find((item) => item.id === stageId) ?? STAGES[0];
  return {
    id,
    created_at: '2025-03-03T14:20:00.000Z',
    criticality: 'media',
    status: 'open',
    description: 'Consulta por departamento de 2 dormitorios con subsidio DS1.',
    duplicate_count: 0,
    pipelinestage: stage ? { id: stage.id, name: stage.name } : null,
    project: { id: '12', name: 'Condominio Los Aromos' },
    customer: {
      id: `c${id}`,
      name,
      last_name: lastName,
      rut: rut[0],
      rut_dv: rut[1],
      email: `${name.toLowerCase()}.${lastName.split(' ')[0]?.toLowerCase()}@correo.cl`,
      phone: '+56 9 8123 4567',
      status: 'active',
      subsidio: 'DS1',
      rukaneado: false,
      codeudor_name: null,
    },
    prospectapproval: null,
  };
}

// RUT bodies with their módulo-11 check digits.
export const camila = cardFixture('101', 'Camila', 'Rojas Fuentes', ['16234871', 'K']);
export const matias = cardFixture('102', 'Matías', 'González Soto', ['17891234', '8']);
export const javiera = cardFixture('103', 'Javiera', 'Muñoz Tapia', ['15432998', '6']);

export const WHY = 'Llamó para agendar visita al piloto el sábado.';

/** Each commit gets its own deferred answer; `committed` records the saved moves. */
export function fakeDeps() {
  const calls: Array<{ request: MoveRequest; answer: Deferred<ProspectCard>; settled: boolean }> =
    [];
  const committed = vi.fn<(request: MoveRequest, card: ProspectCard) => void>();
  const deps: ProspectMoveDeps = {
    commit: (request) => {
      const answer = deferred<ProspectCard>();
      const call = { request, answer, settled: false };
      const settle = () => void (call.settled = true);
      answer.promise.then(settle, settle);
      calls.push(call);
      return answer.promise;
    },
    committed,
  };
  const pending = (prospectId: string) =>
    calls.find((call) => call.request.prospectId === prospectId && !call.settled);
  return { deps, calls, committed, pending };
}

export function startMachine(stages: readonly BoardStage[] = STAGES) {
  const fakes = fakeDeps();
  const actor = createActor(
    prospectMoveMachine.provide({ actors: createProspectMoveActors(fakes.deps) }),
    { input: { stages } },
  ).start();
  return { ...fakes, actor };
}

/** The card as the server answers it after moving to `stageId`. */
export const movedCard = (card: ProspectCard, stageId: string): ProspectCard => {
  const stage = STAGES.find((item) => item.id === stageId);
  return { ...card, pipelinestage: stage ? { id: stage.id, name: stage.name } : null };
};

export const column = (stageId: string, total: number, cards: ProspectCard[]): BoardColumn => ({
  stageId,
  total,
  cards,
});

export const moveOf = (
  card: ProspectCard,
  fromStageId: string,
  toStageId: string,
  state: Move['state'] = 'saving',
  key = `move-${card.id}`,
): Move => ({
  key,
  card,
  prospectId: card.id,
  fromStageId,
  toStageId,
  description: WHY,
  state,
  error: state === 'failed' ? 'No se pudo mover el negocio. Inténtalo de nuevo.' : null,
});

/** Lets settled promises reach the machine. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
