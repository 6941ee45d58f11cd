// The five contact lists as the server answers them, for stories and tests: Chilean names, RUTs
// with valid check digits, +56 9 phones, and one message long enough to be truncated.
import type {
  ContactPage,
  EnterpriseRow,
  FormSectionRow,
  HomeSectionRow,
  NewsletterRow,
  Option,
  ProjectContactRow,
} from './contacts.types';

export const LONG_MESSAGE =
  'Hola, somos una familia de cuatro integrantes y tenemos el subsidio DS1 tramo 2 aprobado desde ' +
  'enero. Quisiéramos saber si el departamento de tres dormitorios del piso 7 sigue disponible, ' +
  'cuánto sería el pie considerando el ahorro de 80 UF que ya tenemos en la libreta, y si es ' +
  'posible agendar una visita al piloto un sábado en la mañana porque trabajamos en la semana.';

export function pageOf<T>(data: T[], total = data.length, current = 1): ContactPage<T> {
  const perPage = 15;
  const from = data.length ? (current - 1) * perPage + 1 : null;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    data,
    total,
    per_page: perPage,
    current_page: current,
    from,
    to: from === null ? null : from + data.length - 1,
    last_page: lastPage,
    has_more_pages: current < lastPage,
  };
}

const aromos = { id: '1', name: 'Parque Los Aromos' };
const cordillera = { id: '2', name: 'Condominio Vista Cordillera' };

export const projectContactRows: ProjectContactRow[] = [
  {
    id: '812',
    name: 'Camila Rojas Soto',
    rut: '16543287-8',
    email: 'camila.rojas@gmail.com',
    phone: '+56 9 8765 4321',
    query: '¿Aceptan el subsidio DS1 tramo 2?',
    created_at: '2025-03-14T13:20:00.000Z',
    project: aromos,
  },
  {
    id: '811',
    name: 'Luis Alberto Muñoz Tapia',
    rut: '8.765.432-K',
    email: 'lmunoz@hotmail.com',
    phone: null,
    query: 'Quisiera agendar una visita al piloto.',
    created_at: '2025-03-12T21:05:00.000Z',
    project: cordillera,
  },
];

export const longProjectContactRows: ProjectContactRow[] = [
  { ...projectContactRows[0]!, id: '900', query: LONG_MESSAGE },
  ...projectContactRows.slice(1),
];

export const newsletterRows: NewsletterRow[] = [
  { id: '301', email: 'javiera.perez@gmail.com', created_at: '2025-03-14T10:00:00.000Z' },
  { id: '300', email: 'ignacio.fuentes@yahoo.cl', created_at: '2025-03-11T16:40:00.000Z' },
];

export const enterpriseRows: EnterpriseRow[] = [
  {
    id: '41',
    first_name: 'Rodrigo',
    last_name: 'Fuentes Araya',
    email: 'rfuentes@constructoramaule.cl',
    phone: '+56 9 8123 4567',
    enterprise: 'Constructora Maule',
    message: 'Queremos un convenio para que nuestros trabajadores postulen al subsidio.',
    created_at: '2025-03-13T14:30:00.000Z',
  },
];

export const formSectionRows: FormSectionRow[] = [
  {
    id: '77',
    name: 'Valentina Díaz Morales',
    email: 'vdiaz@gmail.com',
    message: 'Tengo una consulta sobre el proceso de compra.',
    created_at: '2025-03-10T12:15:00.000Z',
  },
];

export const homeSectionRows: HomeSectionRow[] = [
  {
    id: '55',
    name: 'Francisca Reyes Godoy',
    rut: '12345678-5',
    email: 'francisca.reyes@gmail.com',
    phone: '+56 9 7654 3210',
    method_contact: 'WhatsApp',
    salary: 'Entre $500.000 y $800.000',
    created_at: '2025-03-09T19:45:00.000Z',
    region: { id: '5', name: 'Valparaíso' },
  },
];

export const agencyOptions: Option[] = [
  { value: '1', label: 'Inmobiliaria Aconcagua' },
  { value: '2', label: 'Inmobiliaria del Maule' },
];

export const projectOptions: Option[] = [
  { value: '1', label: 'Parque Los Aromos' },
  { value: '2', label: 'Condominio Vista Cordillera' },
];
