// A project as the editor receives it, and the lists it offers, for stories and tests: a real
// commune tree (CUT names), Chilean executives and subsidy decrees, UF prices.
import { svgDataUrl } from '../../../components/file-drop/file-drop.fixtures';
import type { ProjectEditorOptions } from './project-editor.tabs';
import type { ProjectDetail } from '../projects.types';

export const editorOptionsFixture: ProjectEditorOptions = {
  agencies: [
    { value: '1', label: 'Inmobiliaria Andes' },
    { value: '2', label: 'Constructora Pacífico Sur' },
  ],
  regions: [
    {
      id: '13',
      name: 'Región Metropolitana de Santiago',
      provinces: [
        {
          id: '131',
          name: 'Santiago',
          communes: [
            { id: '13101', name: 'Santiago' },
            { id: '13119', name: 'Maipú' },
          ],
        },
        { id: '132', name: 'Cordillera', communes: [{ id: '13201', name: 'Puente Alto' }] },
      ],
    },
    {
      id: '8',
      name: 'Región del Biobío',
      provinces: [
        {
          id: '81',
          name: 'Concepción',
          communes: [
            { id: '8101', name: 'Concepción' },
            { id: '8112', name: 'Hualpén' },
          ],
        },
      ],
    },
  ],
  statuses: [
    { value: '1', label: 'En blanco' },
    { value: '2', label: 'En verde' },
    { value: '3', label: 'Entrega inmediata' },
  ],
  stages: [
    { value: '1', label: 'Obra gruesa' },
    { value: '2', label: 'Terminaciones' },
  ],
  subsidies: [
    { value: '1', label: 'DS1' },
    { value: '2', label: 'DS19' },
    { value: '3', label: 'DS49' },
    { value: '4', label: 'DS15' },
  ],
  plansAdditional: [
    { value: '1', label: 'Tour virtual 360' },
    { value: '2', label: 'Campaña en redes sociales' },
  ],
  projects: [
    { value: '2', label: 'Condominio Vista Cordillera' },
    { value: '3', label: 'Barrio Santa Elena' },
    { value: '4', label: 'Jardines de Hualpén' },
  ],
};

const photo = { id: '91', url: svgDataUrl('#2f855a', 'CR'), mime: 'image/svg+xml' };

export const projectDetailFixture: ProjectDetail = {
  id: '1',
  name: 'Parque Los Aromos',
  type: 'Departamentos',
  orden: 1,
  description:
    'Departamentos de 2 y 3 dormitorios con subsidio DS19, cerca del metro Plaza de Puente Alto.',
  summary: 'Departamentos desde 2.350,50 UF.',
  quotation_validity: 15,
  reserve_validity: 7,
  project_status_id: '2',
  status: { id: '2', name: 'En verde' },
  project_stage_type_id: '1',
  stage: { id: '1', name: 'Obra gruesa' },
  address: 'Av. Concha y Toro 2150',
  latitude: '-33.6117000',
  longitude: '-70.5758000',
  type_property: 'Departamento',
  crm_id: 'PLA-2024',
  crm_zp: 'ZP-13201',
  crm_email: 'crm@inmobiliariaandes.cl',
  price_from: 2350.5,
  bedrooms_from: 2,
  bathrooms_from: 1,
  area_from: 48.5,
  deliver_date: '2026-03-31',
  important: true,
  visible: true,
  legal_quote_text: 'Precios y condiciones sujetos a disponibilidad. Imágenes referenciales.',
  promises_type: 'online',
  reserve_type: 'online',
  reserve_currency: 'CLP',
  reserve_amount: 200000,
  chatbot_url: 'https://chat.inmobiliariaandes.cl/aromos',
  slug: 'parque-los-aromos',
  show_logo_realstate: true,
  show_section_news: false,
  integration_crm: true,
  promotions: 'Bono pie hasta 5% en unidades seleccionadas.',
  renta_minima: 800000,
  video_youtube_id: 'dQw4w9WgXcQ',
  sales_room: 'Sala de ventas: Av. Concha y Toro 2150',
  google_sheet_id: '1AbCdEfGhIjKlMnOp',
  google_sheet_payment: '1PaGoSQrStUvWxYz',
  reserve_crm: 'Movendo',
  reserve_crm_zp: 'ZP-R-13201',
  executivename: 'Camila Rojas Soto',
  executiveemail: 'camila.rojas@inmobiliariaandes.cl',
  executivephone: '+56 9 8765 4321',
  plan: 2,
  exercise_area: true,
  green_area: true,
  bikers: true,
  games_accessibility: false,
  calisthenics_area: false,
  stores: true,
  events_room: true,
  clean_points: false,
  elevators: true,
  controlled_access: true,
  quincho: true,
  swimming_pool: false,
  hospital: true,
  subway_station: true,
  real_state_agency_id: '1',
  realstateagency: { id: '1', name: 'Inmobiliaria Andes' },
  commune_id: '13201',
  commune: {
    id: '13201',
    name: 'Puente Alto',
    province_id: '132',
    province: { id: '132', name: 'Cordillera', region_id: '13' },
  },
  executives: [
    {
      id: '1',
      name: 'Matías González Pérez',
      phone: '+56 9 5555 1234',
      email: 'matias.gonzalez@inmobiliariaandes.cl',
    },
  ],
  contact_emails: [
    {
      id: '1',
      purpose: 'query',
      email: 'ventas@inmobiliariaandes.cl',
      name: 'Camila Rojas',
      photo,
    },
    {
      id: '2',
      purpose: 'booking',
      email: 'reservas@inmobiliariaandes.cl',
      name: null,
      photo: null,
    },
  ],
  subsidies: [{ id: '2', name: 'DS19' }],
  brochure: null,
  nube360: null,
  tour360: null,
  restriction: { id: '1', sell_subsidies: true },
  relatedprojects: [{ id: '2', name: 'Condominio Vista Cordillera' }],
  medias: [],
  projectadditional: [
    {
      id: '1',
      additional_plan_type_id: '1',
      quantity: 2,
      plansadditional: { id: '1', name: 'Tour virtual 360' },
    },
  ],
  created_at: '2024-03-11T13:20:00.000Z',
  updated_at: '2024-06-02T18:45:00.000Z',
};

export const maskedKeysFixture = {
  api_key: '************a1B9',
  secret_key: '****************x7Q2',
};
