// The business board as the server answers it, for stories and tests: the demo pipeline's seven
// stages and Chilean customers with valid RUTs (body and check digit apart, as customers store
// them), across criticalities, with and without pre-approval and a current Rukan.
import type { BoardColumn } from '../../../machines/prospect-move/prospect-move.types';
import type { PipelinesQuery } from '../../../graphql/generated/client/graphql';
import { rutCheckDigit } from '../../shared/rut';
import type {
  Option,
  PipelineStage,
  ProspectCard,
  ProspectPage,
  StagePage,
} from './board/board.types';

const stage = (
  id: string,
  name: string,
  order: number,
  permanent = false,
  outcome: string | null = null,
): PipelineStage => ({
  id,
  name,
  order,
  permanent_stage: permanent,
  outcome,
  pipeline_id: '1',
});

export const stagesFixture: PipelineStage[] = [
  stage('1', 'Nuevo', 1, true),
  stage('2', 'Contactado', 2),
  stage('3', 'Evaluación financiera', 3),
  stage('4', 'Reserva', 4),
  stage('5', 'Promesa', 5),
  stage('6', 'Ganado', 6, true, 'won'),
  stage('7', 'Perdido', 7, true, 'lost'),
];

export const pipelinesAnswer: PipelinesQuery = {
  pipelines: [{ id: '1', name: 'Venta de viviendas', stages: stagesFixture }],
};

const projects = {
  aromos: { id: '1', name: 'Parque Los Aromos' },
  cordillera: { id: '2', name: 'Condominio Vista Cordillera' },
  hualpen: { id: '4', name: 'Jardines de Hualpén' },
};

interface CardSeed {
  id: string;
  stageId: string;
  name: string;
  lastName: string;
  rut: number;
  criticality: 'low' | 'medium' | 'high' | null;
  project?: keyof typeof projects;
  approval?: string;
  rukan?: boolean;
  createdAt?: string;
  /** Other prospects of the agency with the same RUT (the card's badge). */
  duplicates?: number;
}

const stageName = (id: string) => stagesFixture.find((s) => s.id === id)?.name ?? 'Nuevo';

export function prospectCard(seed: CardSeed): ProspectCard {
  const first = seed.name.split(' ')[0]?.toLowerCase() ?? 'cliente';
  const last = seed.lastName.split(' ')[0]?.toLowerCase() ?? 'chile';
  return {
    id: seed.id,
    created_at: seed.createdAt ?? '2025-03-14T13:20:00.000Z',
    criticality: seed.criticality,
    status: seed.stageId === '6' ? 'won' : seed.stageId === '7' ? 'lost' : 'open',
    description: 'Llamar para coordinar visita a la sala de ventas.',
    duplicate_count: seed.duplicates ?? 0,
    pipelinestage: { id: seed.stageId, name: stageName(seed.stageId) },
    project: projects[seed.project ?? 'aromos'],
    customer: {
      id: `c${seed.id}`,
      name: seed.name,
      last_name: seed.lastName,
      rut: String(seed.rut),
      rut_dv: rutCheckDigit(seed.rut),
      email: `${first}.${last}@gmail.com`,
      phone: '+56 9 8765 4321',
      status: 'active',
      subsidio: 'DS19',
      rukaneado: seed.rukan ?? false,
      codeudor_name: null,
    },
    prospectapproval: seed.approval ? { id: `pa${seed.id}`, status: seed.approval } : null,
  };
}

export const camilaCard = prospectCard({
  id: '3101',
  stageId: '1',
  name: 'Camila Andrea',
  lastName: 'Rojas Soto',
  rut: 16543287,
  criticality: 'high',
  approval: 'approved',
  rukan: true,
});
export const ignacioCard = prospectCard({
  id: '3102',
  stageId: '1',
  name: 'Ignacio',
  lastName: 'Fuentes Araya',
  rut: 12876543,
  criticality: 'medium',
  project: 'cordillera',
  createdAt: '2025-03-13T18:05:00.000Z',
});
export const javieraCard = prospectCard({
  id: '3103',
  stageId: '1',
  name: 'Javiera',
  lastName: 'Pérez Valenzuela',
  rut: 19234567,
  criticality: 'low',
  project: 'hualpen',
  approval: 'in_review',
  createdAt: '2025-03-10T15:45:00.000Z',
});
export const luisCard = prospectCard({
  id: '3104',
  stageId: '3',
  name: 'Luis Alberto',
  lastName: 'Muñoz Tapia',
  rut: 8765432,
  criticality: 'high',
  approval: 'pending',
  rukan: true,
  createdAt: '2025-02-28T12:00:00.000Z',
});
export const franciscaCard = prospectCard({
  id: '3105',
  stageId: '6',
  name: 'Francisca',
  lastName: 'Godoy Sepúlveda',
  rut: 21456789,
  criticality: 'low',
  approval: 'approved',
  createdAt: '2025-01-20T20:30:00.000Z',
});
/** No criticality set and a name longer than any card is wide. */
export const longNameCard = prospectCard({
  id: '3106',
  stageId: '2',
  name: 'María de los Ángeles Constanza',
  lastName: 'Fernández-Villalobos Sepúlveda del Río',
  rut: 15987123,
  criticality: null,
  approval: 'rejected',
  rukan: true,
});

export const threeCards: ProspectCard[] = [camilaCard, ignacioCard, javieraCard];

/** `count` cards of one stage, newest first, each a different customer with a valid RUT. */
export function manyCards(count: number, stageId: string, firstId = 5000): ProspectCard[] {
  const names = ['Valentina', 'Benjamín', 'Josefa', 'Matías', 'Florencia', 'Vicente', 'Antonia'];
  const lastNames = ['González', 'Muñoz', 'Díaz', 'Soto', 'Contreras', 'Silva', 'Martínez'];
  const criticalities = ['low', 'medium', 'high'] as const;
  return Array.from({ length: count }, (_, index) =>
    prospectCard({
      id: String(firstId + index),
      stageId,
      name: names[index % names.length] ?? 'Valentina',
      lastName: `${lastNames[(index * 3) % lastNames.length] ?? 'Soto'} ${lastNames[index % lastNames.length] ?? 'Silva'}`,
      rut: 10_000_000 + index * 7919,
      criticality: criticalities[index % 3] ?? 'medium',
      approval: index % 4 === 0 ? 'approved' : undefined,
      rukan: index % 5 === 0,
      createdAt: new Date(Date.UTC(2025, 2, 14) - index * 3_600_000).toISOString(),
    }),
  );
}

const info = (total: number, page: number, count: number, perPage = 20) => {
  const last = Math.max(1, Math.ceil(total / perPage));
  const from = count === 0 ? null : (page - 1) * perPage + 1;
  return {
    total,
    per_page: perPage,
    current_page: page,
    from,
    to: from === null ? null : from + count - 1,
    last_page: last,
    has_more_pages: page < last,
  };
};

export function stagePage(
  stageId: string,
  cards: ProspectCard[],
  total = cards.length,
  page = 1,
): StagePage {
  return { id: stageId, info: info(total, page, cards.length), data: cards };
}

/** Page 1 of every stage: Nuevo has 45 (three shown here), Evaluación 1, Ganado 1, the rest none. */
export const firstPagesFixture: StagePage[] = [
  stagePage('1', threeCards, 45),
  stagePage('2', [longNameCard]),
  stagePage('3', [luisCard]),
  stagePage('4', []),
  stagePage('5', []),
  stagePage('6', [franciscaCard]),
  stagePage('7', []),
];

export const emptyPagesFixture: StagePage[] = stagesFixture.map((s) => stagePage(s.id, []));

export const perTypeAnswer = (pages: StagePage[]) => ({
  prospectspertypequery: { paginate_totals: pages },
});

/** Page 2 of Nuevo (load more): two more customers. */
export const nuevoSecondPage: StagePage = stagePage('1', manyCards(2, '1', 3201), 45, 2);

export function boardColumns(pages: StagePage[]): BoardColumn[] {
  return pages.map((page) => ({ stageId: page.id, total: page.info.total, cards: page.data }));
}

export const boardCards: ProspectCard[] = [
  camilaCard,
  ignacioCard,
  javieraCard,
  longNameCard,
  luisCard,
  franciscaCard,
];

export const prospectPageFixture: ProspectPage = {
  data: boardCards,
  total: 48,
  per_page: 15,
  current_page: 1,
  from: 1,
  to: 15,
  last_page: 4,
  has_more_pages: true,
};

export const emptyProspectPage: ProspectPage = {
  data: [],
  total: 0,
  per_page: 15,
  current_page: 1,
  from: null,
  to: null,
  last_page: 1,
  has_more_pages: false,
};

export const projectOptionsFixture: Option[] = [
  { value: '1', label: 'Parque Los Aromos' },
  { value: '2', label: 'Condominio Vista Cordillera' },
  { value: '4', label: 'Jardines de Hualpén' },
];
