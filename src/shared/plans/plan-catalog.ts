// The plans an agency contracts for its projects (spec §2 "Contrata tu plan", §9: plan 2 enables
// the plan button). The spec names plan ids only; names, contents and prices are ours, kept here
// so the server (contractPlan, editPlanProject) and the SPA (/plans/*) read one table.

export interface PlanOffer {
  id: number;
  name: string;
  summary: string;
  /** What the plan includes, one line each, as the plan cards list them. */
  includes: readonly string[];
  /** Monthly price per project in UF; 0 = free. */
  monthlyUf: number;
}

/** Plan 1 is every project's default (projects.plan defaults to 1) and costs nothing. */
export const FREE_PLAN_ID = 1;
/** The plan whose projects show the plan button and take online payments (spec §9). */
export const PLAN_WITH_BUTTON_ID = 2;

export const PLAN_OFFERS: readonly PlanOffer[] = [
  {
    id: FREE_PLAN_ID,
    name: 'Básico',
    summary: 'Publicación del proyecto en el portal, sin costo.',
    includes: ['Ficha del proyecto y sus unidades', 'Cotizaciones y contacto por formulario'],
    monthlyUf: 0,
  },
  {
    id: PLAN_WITH_BUTTON_ID,
    name: 'Profesional',
    summary: 'Reservas y promesas pagadas en línea desde el portal.',
    includes: [
      'Todo lo del plan Básico',
      'Botón de plan y pago en línea (tarjeta o transferencia)',
    ],
    monthlyUf: 12,
  },
];

/**
 * Monthly UF of each additional plan type (the `plansadditional` lookup) by its name: the lookup
 * has ids and names only, and ids differ between databases while the seeded names do not. A type
 * missing here has no list price (shown «A convenir», left out of the total).
 */
export const ADDITIONAL_MONTHLY_UF: Readonly<Record<string, number>> = {
  'Destacado en portada': 3,
  'Tour virtual 360°': 4,
  'Campaña en redes sociales': 5,
  'Landing personalizada': 6,
  'Integración con CRM': 4,
};

export const planOffer = (id: number): PlanOffer | undefined =>
  PLAN_OFFERS.find((plan) => plan.id === id);

/** «Plan Profesional», or «Plan 7» for an id the catalogue does not know (an old record). */
export const planName = (id: number): string => `Plan ${planOffer(id)?.name ?? id}`;

/** Paid plans count against the agency's restriction; the free plan never does. */
export const isPaidPlan = (id: number): boolean => id !== FREE_PLAN_ID;

export const additionalMonthlyUf = (name: string): number | null =>
  ADDITIONAL_MONTHLY_UF[name] ?? null;
