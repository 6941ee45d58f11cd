// The demo pipeline and Chilean prospects as board cards, for the move dialog's stories and tests.
import type {
  BoardColumn,
  BoardStage,
  ProspectCard,
} from '../../../../machines/prospect-move/prospect-move.types';

export const NUEVO = '1';
export const CONTACTADO = '2';
export const EVALUACION = '3';
export const GANADO = '6';

export const STAGES: readonly BoardStage[] = [
  { id: NUEVO, name: 'Nuevo', permanent: true },
  { id: CONTACTADO, name: 'Contactado', permanent: false },
  { id: EVALUACION, name: 'Evaluación financiera', permanent: false },
  { id: '4', name: 'Reserva', permanent: false },
  { id: '5', name: 'Promesa', permanent: false },
  { id: GANADO, name: 'Ganado', permanent: true },
  { id: '7', name: 'Perdido', permanent: true },
];

function card(id: string, name: string, lastName: string, rut: string, dv: string): ProspectCard {
  return {
    id,
    created_at: '2025-03-03T14:20:00.000Z',
    criticality: 'media',
    status: 'open',
    description: 'Consulta por departamento de 2 dormitorios con subsidio DS1.',
    duplicate_count: 0,
    pipelinestage: { id: NUEVO, name: 'Nuevo' },
    project: { id: '12', name: 'Condominio Los Aromos' },
    customer: {
      id: `c${id}`,
      name,
      last_name: lastName,
      rut,
      rut_dv: dv,
      email: `${name.toLowerCase()}@correo.cl`,
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
export const camila = card('101', 'Camila', 'Rojas Fuentes', '16234871', 'K');
export const matias = card('102', 'Matías', 'González Soto', '17891234', '8');
export const longName = card(
  '103',
  'María José Francisca de los Ángeles',
  'Valenzuela Errázuriz-Undurraga',
  '15432998',
  '6',
);

export const COLUMNS: readonly BoardColumn[] = [
  { stageId: NUEVO, total: 42, cards: [camila, matias, longName] },
  { stageId: CONTACTADO, total: 7, cards: [] },
  { stageId: EVALUACION, total: 3, cards: [] },
  { stageId: GANADO, total: 12, cards: [] },
];

export const WHY = 'Llamó para agendar visita al piloto el sábado.';
export const REFUSAL = 'No tienes acceso a los negocios del proyecto Condominio Los Aromos.';
