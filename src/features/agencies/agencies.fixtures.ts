// Agencies as the demo server answers them (Chilean names, addresses and phones), for stories and
// tests. Images are inline data URLs so nothing is fetched.
import { svgDataUrl } from '../../components/file-drop/file-drop.fixtures';
import type { AgencyDetail, AgencyPage, AgencyRow } from './agencies.types';

const media = (id: string, type: 'logo' | 'cover_page', fill: string, text: string) => ({
  id,
  type,
  url: `agencies/${type}-${id}.png`,
  full_url: svgDataUrl(fill, text),
  mime: 'image/png',
  extension: 'png',
});

const project = (id: number, name: string) => ({ id: String(id), name });

export const agenciesFixture: AgencyRow[] = [
  {
    id: '1',
    name: 'Inmobiliaria Andes',
    official_name: 'Inmobiliaria Andes SpA',
    representative: 'Camila Rojas Soto',
    address: 'Av. Apoquindo 4501, oficina 1201, Las Condes',
    phone: '+56 2 2345 6789',
    email: 'contacto@inmobiliariaandes.cl',
    url_site: 'https://www.inmobiliariaandes.cl',
    description: 'Proyectos con subsidio DS19 y DS1 en la Región Metropolitana.',
    visible: true,
    important: true,
    orden: 1,
    medias: [
      media('11', 'logo', '#1e2a4a', 'Andes'),
      media('12', 'cover_page', '#d63384', 'Andes'),
    ],
    plansrestrictions: { id: '1', quantity: 10 },
    projects: [
      project(1, 'Parque Los Aromos'),
      project(2, 'Condominio Vista Cordillera'),
      project(3, 'Barrio Santa Elena'),
    ],
  },
  {
    id: '2',
    name: 'Constructora Pacífico Sur',
    official_name: 'Constructora e Inmobiliaria Pacífico Sur Limitada',
    representative: 'Felipe Contreras Muñoz',
    address: 'Calle Colón 1260, Concepción',
    phone: '+56 41 221 4433',
    email: 'ventas@pacificosur.cl',
    url_site: 'https://pacificosur.cl',
    description: null,
    visible: true,
    important: false,
    orden: 2,
    medias: [media('21', 'logo', '#0f766e', 'PS')],
    plansrestrictions: { id: '2', quantity: 4 },
    projects: [project(4, 'Mirador del Biobío'), project(5, 'Jardines de Hualpén')],
  },
  {
    id: '3',
    name: 'Viviendas del Maule',
    official_name: 'Viviendas del Maule S.A.',
    representative: null,
    address: '1 Poniente 1150, Talca',
    phone: null,
    email: 'hola@viviendasdelmaule.cl',
    url_site: null,
    description: null,
    visible: false,
    important: false,
    orden: 3,
    medias: [],
    plansrestrictions: null,
    projects: [],
  },
];

export const agencyPageFixture: AgencyPage = {
  data: agenciesFixture,
  total: 23,
  per_page: 10,
  current_page: 1,
  from: 1,
  to: 10,
  last_page: 3,
  has_more_pages: true,
};

export const emptyAgencyPage: AgencyPage = {
  ...agencyPageFixture,
  data: [],
  total: 0,
  from: null,
  to: null,
  last_page: 1,
  has_more_pages: false,
};

export const andesFixture: AgencyDetail = agenciesFixture[0]!;
