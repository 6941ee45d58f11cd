// The demo catalogue: five agencies (inmobiliarias) and twelve subsidised-housing projects in real
// communes, with coordinates near each commune's centre and UF prices of the DS19/DS1 market.

export interface AgencyFixture {
  name: string;
  official_name: string;
  representative: string;
  address: string;
  phone: string;
  domain: string;
  description: string;
  /** How many projects the agency's plan allows. */
  quantity: number;
}

export const AGENCIES: readonly AgencyFixture[] = [
  {
    name: 'Inmobiliaria Los Andes',
    official_name: 'Inmobiliaria Los Andes SpA',
    representative: 'Rodrigo Valenzuela Soto',
    address: 'Av. Apoquindo 4501, oficina 1202, Las Condes',
    phone: '+56 2 2756 4100',
    domain: 'losandes.cl',
    description: 'Proyectos con subsidio DS19 y DS1 en la Región Metropolitana desde 1998.',
    quantity: 6,
  },
  {
    name: 'Pacífico Sur',
    official_name: 'Constructora e Inmobiliaria Pacífico Sur Ltda.',
    representative: 'Carolina Fuentes Araya',
    address: 'Av. Libertad 1348, Viña del Mar',
    phone: '+56 32 268 9050',
    domain: 'pacificosur.cl',
    description:
      'Viviendas para familias de sectores medios en las regiones de Valparaíso y Coquimbo.',
    // One paid project of three and a cap of two: the demo can show the plans limit.
    quantity: 2,
  },
  {
    name: 'Cordillera Verde',
    official_name: 'Inmobiliaria Cordillera Verde S.A.',
    representative: 'Felipe Morales Castro',
    address: 'Calle Astorga 355, Rancagua',
    phone: '+56 72 223 8890',
    domain: 'cordilleraverde.cl',
    description: 'Barrios con áreas verdes y equipamiento comunitario.',
    quantity: 3,
  },
  {
    name: 'Araucaria',
    official_name: 'Inmobiliaria Araucaria SpA',
    representative: 'Paulina Riquelme Jara',
    address: 'Av. Alemania 0671, Temuco',
    phone: '+56 45 291 3300',
    domain: 'araucaria.cl',
    description: 'Casas y departamentos con integración social en el sur de Chile.',
    quantity: 3,
  },
  {
    name: 'Valle Central',
    official_name: 'Grupo Inmobiliario Valle Central Ltda.',
    representative: 'Gonzalo Tapia Herrera',
    address: '1 Sur 1120, Talca',
    phone: '+56 71 261 7720',
    domain: 'vallecentral.cl',
    description: 'Proyectos DS1 y DS19 en la zona central.',
    quantity: 2,
  },
];

export interface ProjectFixture {
  /** Index into AGENCIES. */
  agency: number;
  name: string;
  communeCode: string;
  latitude: number;
  longitude: number;
  address: string;
  kind: 'Departamentos' | 'Casas';
  priceFrom: number;
}

export const PROJECTS: readonly ProjectFixture[] = [
  {
    agency: 0,
    name: 'Condominio Parque Los Aromos',
    communeCode: '13201',
    latitude: -33.6095,
    longitude: -70.5755,
    address: 'Av. Concha y Toro 2550',
    kind: 'Departamentos',
    priceFrom: 1450,
  },
  {
    agency: 0,
    name: 'Edificio Mirador Cordillera',
    communeCode: '13110',
    latitude: -33.5227,
    longitude: -70.5983,
    address: 'Av. Vicuña Mackenna 7210',
    kind: 'Departamentos',
    priceFrom: 2150,
  },
  {
    agency: 0,
    name: 'Barrio Jardín de Maipú',
    communeCode: '13119',
    latitude: -33.511,
    longitude: -70.758,
    address: 'Camino a Rinconada 1450',
    kind: 'Casas',
    priceFrom: 1890,
  },
  {
    agency: 1,
    name: 'Altos del Pacífico',
    communeCode: '05109',
    latitude: -33.0245,
    longitude: -71.5518,
    address: 'Av. Alessandri 3100',
    kind: 'Departamentos',
    priceFrom: 2650,
  },
  {
    agency: 1,
    name: 'Brisas de Concón',
    communeCode: '05103',
    latitude: -32.923,
    longitude: -71.519,
    address: 'Av. Borgoño 22150',
    kind: 'Departamentos',
    priceFrom: 2480,
  },
  {
    agency: 1,
    name: 'Portal La Serena',
    communeCode: '04101',
    latitude: -29.9027,
    longitude: -71.252,
    address: 'Av. Balmaceda 4100',
    kind: 'Casas',
    priceFrom: 1750,
  },
  {
    agency: 2,
    name: 'Villa Los Robles',
    communeCode: '06101',
    latitude: -34.1708,
    longitude: -70.7444,
    address: 'Av. República de Chile 1880',
    kind: 'Casas',
    priceFrom: 1520,
  },
  {
    agency: 2,
    name: 'Parque Quilicura',
    communeCode: '13125',
    latitude: -33.36,
    longitude: -70.73,
    address: 'Av. Manuel Antonio Matta 1201',
    kind: 'Departamentos',
    priceFrom: 1680,
  },
  {
    agency: 3,
    name: 'Condominio Araucanía Sur',
    communeCode: '09101',
    latitude: -38.7359,
    longitude: -72.5904,
    address: 'Av. Pedro de Valdivia 2900',
    kind: 'Casas',
    priceFrom: 1600,
  },
  {
    agency: 3,
    name: 'Edificio Costanera Biobío',
    communeCode: '08101',
    latitude: -36.827,
    longitude: -73.0503,
    address: 'Av. Costanera 1350',
    kind: 'Departamentos',
    priceFrom: 2400,
  },
  {
    agency: 4,
    name: 'Vista Valle',
    communeCode: '07101',
    latitude: -35.4264,
    longitude: -71.6554,
    address: 'Av. San Miguel 3650',
    kind: 'Casas',
    priceFrom: 1400,
  },
  {
    agency: 4,
    name: 'Terrazas de San Bernardo',
    communeCode: '13401',
    latitude: -33.5922,
    longitude: -70.6996,
    address: 'Av. Padre Hurtado 850',
    kind: 'Departamentos',
    priceFrom: 1950,
  },
];

export interface UnitModel {
  model: string;
  bedrooms: number;
  bathrooms: number;
  /** Built area, m². */
  area: number;
}

export const APARTMENT_MODELS: readonly UnitModel[] = [
  { model: 'Modelo A 1D1B', bedrooms: 1, bathrooms: 1, area: 38 },
  { model: 'Modelo B 2D1B', bedrooms: 2, bathrooms: 1, area: 47 },
  { model: 'Modelo C 2D2B', bedrooms: 2, bathrooms: 2, area: 55 },
  { model: 'Modelo D 3D2B', bedrooms: 3, bathrooms: 2, area: 66 },
];

export const HOUSE_MODELS: readonly UnitModel[] = [
  { model: 'Modelo Aromo 2D1B', bedrooms: 2, bathrooms: 1, area: 52 },
  { model: 'Modelo Quillay 3D1B', bedrooms: 3, bathrooms: 1, area: 60 },
  { model: 'Modelo Peumo 3D2B', bedrooms: 3, bathrooms: 2, area: 71 },
];

/** Orientations as Chilean plans write them: O = oriente (east), P = poniente (west). */
export const ORIENTATIONS = ['N', 'S', 'O', 'P', 'NO', 'NP', 'SO', 'SP'] as const;
