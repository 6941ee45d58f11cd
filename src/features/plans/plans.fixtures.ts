// Realistic plan data for stories and tests: Inmobiliaria Los Andes (restriction 3) and its
// projects in the Región Metropolitana.
import type { AdditionalType, PlanProject, PlanProjectsPage } from './plans.types';

const losAndes = {
  id: '1',
  name: 'Inmobiliaria Los Andes',
  plansrestrictions: { id: '1', quantity: 3 },
};

export const ADDITIONAL_TYPES: AdditionalType[] = [
  { id: '1', name: 'Destacado en portada' },
  { id: '2', name: 'Tour virtual 360°' },
  { id: '3', name: 'Campaña en redes sociales' },
  { id: '4', name: 'Landing personalizada' },
];

const project = (id: string, name: string, plan: number, extra: Partial<PlanProject> = {}) => ({
  id,
  name,
  plan,
  real_state_agency_id: '1',
  realstateagency: losAndes,
  projectadditional: [],
  planspayment: [],
  ...extra,
});

export const PLAN_PROJECTS: PlanProject[] = [
  project('11', 'Condominio Parque Los Aromos', 2, {
    projectadditional: [
      {
        id: '31',
        additional_plan_type_id: '1',
        quantity: 2,
        plansadditional: { id: '1', name: 'Destacado en portada' },
      },
    ],
    planspayment: [
      {
        id: '51',
        plan: 2,
        status: 'paid',
        amount: 451_200,
        uf_value: 37_600,
        paid_at: '2025-03-14T13:20:00.000Z',
        created_at: '2025-03-14T13:20:00.000Z',
      },
    ],
  }),
  project('12', 'Edificio Mirador Cordillera', 2, {
    planspayment: [
      {
        id: '52',
        plan: 2,
        status: 'pending',
        amount: null,
        uf_value: null,
        paid_at: null,
        created_at: '2025-04-02T15:00:00.000Z',
      },
    ],
  }),
  project('13', 'Barrio Jardín de Maipú', 1),
  project('14', 'Condominio Vista Los Peumos de San Bernardo, Etapa II', 1),
];

export function planProjectsPage(
  rows: PlanProject[],
  current = 1,
  total = rows.length,
): PlanProjectsPage {
  const perPage = 15;
  const from = rows.length ? (current - 1) * perPage + 1 : null;
  return {
    data: rows,
    total,
    per_page: perPage,
    current_page: current,
    from,
    to: from === null ? null : from + rows.length - 1,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    has_more_pages: current * perPage < total,
  };
}

export const AGENCY_OPTIONS = [
  { value: '1', label: 'Inmobiliaria Los Andes' },
  { value: '2', label: 'Pacífico Sur' },
];
