// A pre-approval as its details page reads it: the customer's credit profile with a co-debtor,
// the home and credit asked, the attached document and the history of its changes.
import { rutCheckDigit } from '../../shared/rut';
import { CAMILA_ROW, LONG_PREAPPROVAL_ROW } from './preapprovals.fixtures';
import type { PreapprovalDetail } from './preapprovals.types';

const executive = { id: '9', name: 'Francisca', last_name: 'Soto Vergara' };

export const PREAPPROVAL_DETAIL: PreapprovalDetail = {
  ...CAMILA_ROW,
  document_url: 'https://api.backoffice.cl/storage/preapprovals/41-liquidaciones.pdf',
  description: 'Cliente envió liquidaciones de sueldo de los últimos tres meses.',
  subsidy_type_id: '2',
  subsidytype: { id: '2', name: 'DS1 Tramo 2' },
  project: {
    id: '11',
    name: 'Condominio Parque Los Aromos',
    commune: { id: '13201', name: 'Puente Alto' },
  },
  customer: {
    id: 'c41',
    name: 'Camila',
    last_name: 'Rojas Fuentes',
    rut: '16543210',
    rut_dv: 'K',
    email: 'camila.rojas@gmail.com',
    phone: '+56 9 8765 4321',
    nationality: 'Chilena',
    civil_status: 'casado(a)',
    worker_type: 'dependiente',
    labor_old: 38,
    monthly_rent: 1_250_000,
    commune: { id: '13201', name: 'Puente Alto' },
    codebtor: {
      name: 'Felipe',
      last_name: 'Araya Castro',
      rut: '15678348',
      rut_dv: rutCheckDigit(15678348),
      email: 'felipe.araya@gmail.com',
      phone: '+56 9 7654 3210',
      relation: 'cónyuge',
      monthly_rent: 980_000,
    },
  },
  audits: [
    {
      id: '501',
      event: 'updated',
      old_values: {
        status: 'pending',
        description: 'Solicitud recibida, falta revisar documentos.',
      },
      new_values: {
        status: 'in_review',
        description: 'Cliente envió liquidaciones de sueldo de los últimos tres meses.',
      },
      created_at: '2025-03-15T14:30:00.000Z',
      user: executive,
    },
    {
      id: '500',
      event: 'created',
      old_values: null,
      new_values: { status: 'pending' },
      created_at: '2025-03-14T13:20:00.000Z',
      user: null,
    },
  ],
};

/** The same pre-approval in another status. */
export function preapprovalIn(status: string): PreapprovalDetail {
  return { ...PREAPPROVAL_DETAIL, status };
}

/** No co-debtor, no document, no subsidy, no history: what a fresh request looks like. */
export const BARE_PREAPPROVAL: PreapprovalDetail = {
  ...PREAPPROVAL_DETAIL,
  document_url: null,
  description: null,
  subsidy_type_id: null,
  subsidytype: null,
  customer: PREAPPROVAL_DETAIL.customer
    ? { ...PREAPPROVAL_DETAIL.customer, codebtor: null, commune: null, labor_old: null }
    : null,
  audits: [],
};

export const LONG_PREAPPROVAL: PreapprovalDetail = {
  ...PREAPPROVAL_DETAIL,
  ...LONG_PREAPPROVAL_ROW,
  project: {
    id: '21',
    name: 'Condominio Brisas del Pacífico, etapa III, torres A y B',
    commune: { id: '5109', name: 'Viña del Mar' },
  },
  customer: PREAPPROVAL_DETAIL.customer
    ? {
        ...PREAPPROVAL_DETAIL.customer,
        ...LONG_PREAPPROVAL_ROW.customer,
        nationality: 'Venezolana',
        civil_status: 'conviviente civil',
        worker_type: 'independiente',
      }
    : null,
  description:
    'El banco pidió certificado de cotizaciones AFP de los últimos 24 meses, declaración de renta del último año, certificado de deuda de la CMF y carta de la empresa que acredite la antigüedad laboral de la clienta y de su codeudor.',
};
