// A prospect as the business details page reads it: a customer with a co-debtor, a pre-approval,
// two quotations, three stage moves and a current Rukan record of a family of four.
import { rutCheckDigit } from '../../../shared/rut';
import type { ProspectDetail, RukanPerson, RukanRecord } from './business-details.types';

const person = (
  name: string,
  last_name: string,
  rut: number,
  extra: Partial<RukanPerson> = {},
): RukanPerson => ({
  name,
  last_name,
  rut: String(rut),
  rut_dv: rutCheckDigit(rut),
  birth_date: null,
  nationality: 'Chilena',
  civil_status: null,
  relation: null,
  ...extra,
});

const PARTNER = person('Rodrigo Andrés', 'Tapia Sepúlveda', 15_234_871, {
  birth_date: '1987-11-02',
  civil_status: 'casado(a)',
  relation: 'cónyuge',
});
const CHILDREN = [
  person('Martina', 'Tapia González', 24_871_332, { birth_date: '2013-05-21', relation: 'hija' }),
  person('Benjamín', 'Tapia González', 26_104_587, { birth_date: '2017-09-08', relation: 'hijo' }),
];

export const RUKAN_RECORD: RukanRecord = {
  id: '812',
  created_at: '2025-02-10T13:00:00.000Z',
  valid_until: '2026-02-10',
  vigente: true,
  holder: person('Valentina Paz', 'González Rivas', 16_874_305, {
    birth_date: '1989-04-17',
    civil_status: 'casado(a)',
    relation: 'titular',
  }),
  partner: PARTNER,
  children: CHILDREN,
  // The registry repeats partner and children among its members; the page shows them once.
  members: [
    PARTNER,
    ...CHILDREN,
    person('Rosa Elena', 'Rivas Cárcamo', 6_548_219, {
      birth_date: '1958-01-30',
      civil_status: 'viudo(a)',
      relation: 'madre',
    }),
  ],
  social_registry: {
    tramo_cse: '40%',
    folio: '548712903',
    date_poll: '2025-01-28',
    region: 'Región Metropolitana de Santiago',
    city: 'Puente Alto',
  },
  residence: {
    address: 'Pasaje Los Quillayes 1432',
    commune: 'Puente Alto',
    tenure: 'allegado',
    household_size: 5,
  },
  rural_housing_program: { programa: 'DS10 Habitabilidad Rural', postulaciones: 1, vigente: false },
  subsidies: [
    {
      owner: 'holder',
      name: 'DS49 Fondo Solidario de Elección de Vivienda',
      year: 2019,
      status: 'Postulado',
    },
    { owner: 'member', name: 'Subsidio de Arriendo DS52', year: 2021, status: 'Pagado' },
  ],
  properties: [
    { owner: 'member', commune: 'Pirque', fiscal_role: '00312-00045', appraisal_clp: 18_450_000 },
  ],
};

const codebtorRut = 15_234_871;

export const PROSPECT_DETAIL: ProspectDetail = {
  id: '31',
  created_at: '2025-03-03T14:20:00.000Z',
  criticality: 'high',
  status: 'open',
  description: 'Cliente pidió simular crédito con codeudor.',
  duplicate_count: 0,
  duplicates: [],
  pipelinestage: { id: '3', name: 'Evaluación financiera', pipeline_id: '1' },
  project: { id: '11', name: 'Condominio Parque Los Aromos' },
  customer: {
    id: 'c77',
    name: 'Valentina Paz',
    last_name: 'González Rivas',
    rut: '16874305',
    rut_dv: rutCheckDigit(16_874_305),
    email: 'valentina.gonzalez@gmail.com',
    phone: '+56 9 6123 4587',
    status: 'En evaluación',
    subsidio: 'DS19',
    rukaneado: true,
    codeudor_name: 'Rodrigo Andrés Tapia Sepúlveda',
    codebtor: {
      name: 'Rodrigo Andrés',
      last_name: 'Tapia Sepúlveda',
      rut: String(codebtorRut),
      rut_dv: rutCheckDigit(codebtorRut),
      email: 'rodrigo.tapia@gmail.com',
      phone: '+56 9 7345 1209',
      relation: 'cónyuge',
      monthly_rent: 1_150_000,
    },
  },
  prospectapproval: {
    id: '9',
    status: 'in_review',
    preapproval: {
      id: '41',
      created_at: '2025-03-10T15:00:00.000Z',
      status: 'in_review',
      property_type: 'Departamento',
      amount_property: 2150.5,
      amount_foot: 215.05,
      credit_term: 25,
      subsidytype: { id: '2', name: 'DS19 Integración Social' },
    },
  },
  prospectquotation: [
    {
      id: '51',
      quotation: {
        id: '50230',
        created_at: '2025-03-05T16:45:00.000Z',
        status: 'active',
        minimum_rent: 1_250_000,
        maximum_rent: 1_600_000,
        propertyquotation: [
          {
            id: '901',
            price: 2150.5,
            property: { id: '3301', identifier: 'A-502', model: '3D2B' },
          },
        ],
      },
    },
    {
      id: '52',
      quotation: {
        id: '49987',
        created_at: '2025-02-20T13:10:00.000Z',
        status: 'expired',
        minimum_rent: 980_000,
        maximum_rent: null,
        propertyquotation: [],
      },
    },
  ],
  history: [
    {
      id: '703',
      created_at: '2025-03-11T12:30:00.000Z',
      description: 'Cliente pidió simular crédito con codeudor.',
      from_stage: { id: '2', name: 'Contactado' },
      to_stage: { id: '3', name: 'Evaluación financiera' },
      user: { id: '9', name: 'Francisca', last_name: 'Soto Vergara' },
    },
    {
      id: '702',
      created_at: '2025-03-04T18:05:00.000Z',
      description: 'Llamada: interesada en 3 dormitorios.',
      from_stage: { id: '1', name: 'Nuevo' },
      to_stage: { id: '2', name: 'Contactado' },
      user: { id: '9', name: 'Francisca', last_name: 'Soto Vergara' },
    },
    {
      id: '701',
      created_at: '2025-03-03T14:20:00.000Z',
      description: null,
      from_stage: null,
      to_stage: { id: '1', name: 'Nuevo' },
      user: null,
    },
  ],
  rukan: RUKAN_RECORD,
};

/** The same prospect as a role without business access reads it: the server answers null. */
export const PROSPECT_WITHOUT_RUKAN: ProspectDetail = { ...PROSPECT_DETAIL, rukan: null };

/** A fresh prospect: no pre-approval, no quotation, no co-debtor, placed in Nuevo. */
export const BARE_PROSPECT: ProspectDetail = {
  ...PROSPECT_DETAIL,
  criticality: 'low',
  pipelinestage: { id: '1', name: 'Nuevo', pipeline_id: '1' },
  customer: PROSPECT_DETAIL.customer
    ? { ...PROSPECT_DETAIL.customer, codebtor: null, codeudor_name: null, subsidio: null }
    : null,
  prospectapproval: null,
  prospectquotation: [],
  history: PROSPECT_DETAIL.history.slice(-1),
};

/** A Rukan record past its validity, without partner, children or assets. */
export const EXPIRED_RUKAN: RukanRecord = {
  ...RUKAN_RECORD,
  valid_until: '2024-06-30',
  vigente: false,
  partner: null,
  children: [],
  members: [],
  rural_housing_program: null,
  subsidies: [],
  properties: [],
};

/** Two other prospects of the agency with Valentina's RUT (issue 34). */
export const DUPLICATES: ProspectDetail['duplicates'] = [
  {
    id: '58',
    created_at: '2025-04-11T15:05:00.000Z',
    pipelinestage: { id: '2', name: 'Contactado' },
    project: { id: '11', name: 'Condominio Parque Los Aromos' },
    customer: { id: 'c91', name: 'Valentina', last_name: 'González Rivas' },
  },
  {
    id: '12',
    created_at: '2024-11-20T12:40:00.000Z',
    pipelinestage: { id: '1', name: 'Nuevo' },
    project: { id: '14', name: 'Edificio Mirador del Maipo' },
    customer: { id: 'c77', name: 'Valentina Paz', last_name: 'González Rivas' },
  },
];

export const PROSPECT_WITH_DUPLICATES: ProspectDetail = {
  ...PROSPECT_DETAIL,
  duplicate_count: DUPLICATES.length,
  duplicates: DUPLICATES,
};
