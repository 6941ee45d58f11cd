// Projects as the demo server answers them (Chilean names, communes and UF prices), for stories
// and tests. Images are inline data URLs so nothing is fetched.
import { svgDataUrl } from '../../../components/file-drop/file-drop.fixtures';
import type { Option, ProjectPage, ProjectRow } from '../projects.types';

interface RowSeed {
  id: string;
  name: string;
  type: 'Departamentos' | 'Casas';
  agency: [string, string];
  commune: string;
  status: string;
  price: number;
  plan?: number;
  visible?: boolean;
  important?: boolean;
  logo?: string;
}

const row = (seed: RowSeed): ProjectRow => ({
  id: seed.id,
  name: seed.name,
  type: seed.type,
  orden: Number(seed.id),
  slug: seed.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '-'),
  visible: seed.visible ?? true,
  important: seed.important ?? false,
  plan: seed.plan ?? 1,
  price_from: seed.price,
  real_state_agency_id: seed.agency[0],
  realstateagency: { id: seed.agency[0], name: seed.agency[1] },
  commune: { id: `c${seed.id}`, name: seed.commune },
  status: { id: '1', name: seed.status },
  medias: seed.logo
    ? [{ id: `m${seed.id}`, url: svgDataUrl(seed.logo, 'Logo'), type: 'logo' }]
    : [],
  created_at: '2024-03-11T13:20:00.000Z',
});

const andes: [string, string] = ['1', 'Inmobiliaria Andes'];
const pacifico: [string, string] = ['2', 'Constructora Pacífico Sur'];

export const projectRowsFixture: ProjectRow[] = [
  row({
    id: '1',
    name: 'Parque Los Aromos',
    type: 'Departamentos',
    agency: andes,
    commune: 'Puente Alto',
    status: 'En verde',
    price: 2350.5,
    plan: 2,
    important: true,
    logo: '#1e2a4a',
  }),
  row({
    id: '2',
    name: 'Condominio Vista Cordillera',
    type: 'Casas',
    agency: andes,
    commune: 'San Bernardo',
    status: 'En blanco',
    price: 1980,
    logo: '#d63384',
  }),
  row({
    id: '3',
    name: 'Barrio Santa Elena',
    type: 'Casas',
    agency: andes,
    commune: 'Maipú',
    status: 'Entrega inmediata',
    price: 2790.25,
    visible: false,
  }),
  row({
    id: '4',
    name: 'Jardines de Hualpén',
    type: 'Departamentos',
    agency: pacifico,
    commune: 'Hualpén',
    status: 'En verde',
    price: 1850,
    plan: 2,
    logo: '#2f855a',
  }),
];

export const projectPageFixture: ProjectPage = {
  data: projectRowsFixture,
  total: 19,
  per_page: 15,
  current_page: 1,
  from: 1,
  to: 15,
  last_page: 2,
  has_more_pages: true,
};

export const emptyProjectPage: ProjectPage = {
  data: [],
  total: 0,
  per_page: 15,
  current_page: 1,
  from: null,
  to: null,
  last_page: 1,
  has_more_pages: false,
};

export const agencyOptionsFixture: Option[] = [
  { value: '1', label: 'Inmobiliaria Andes' },
  { value: '2', label: 'Constructora Pacífico Sur' },
  { value: '3', label: 'Viviendas del Maule' },
];

export const projectOptionsFixture: Option[] = projectRowsFixture.map((project) => ({
  value: project.id,
  label: project.name,
}));
