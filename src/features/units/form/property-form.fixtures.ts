import type { PropertyFieldsFragment } from '../../../../graphql/generated/client/graphql';
import type { ComplementOption } from './complements-field';

export const warehouseOptions: ComplementOption[] = [
  { id: '41', identifier: 'B-12', price: 55 },
  { id: '42', identifier: 'B-13', price: 62.5 },
];

export const parkingOptions: ComplementOption[] = [
  { id: '71', identifier: 'E-07', price: 180 },
  { id: '72', identifier: 'E-08', price: 195.75 },
];

export const propertyFixture: PropertyFieldsFragment = {
  id: '1203',
  identifier: 'A1203',
  model: 'Modelo A 2D2B',
  orientation: 'NO',
  price: 2350.5,
  floor: 12,
  lots: null,
  vulnerable: false,
  sectores_medios: true,
  bedrooms: 2,
  bathrooms: '1.5',
  tower: 'A',
  bookeable: true,
  promisable: true,
  total_area: 58.4,
  municipal_area: 54.35,
  built_area: 52.1,
  terrace_area: 4.05,
  visible: true,
  available: true,
  crm_id: 'CRM-88412',
  id_crm_movendo: null,
  created_at: '2025-03-14T13:05:00Z',
  savings: 30,
  saving_ds15: null,
  base_subsidies: 1100,
  base_subsidie_ds15: null,
  bonus_integration: 200,
  bonus_recruitment: null,
  show_price_from: false,
  type: 'Departamento',
  project_id: '3',
  project: { id: '3', name: 'Condominio Parque Los Aromos' },
  medias: [],
  complements: [{ id: '41', identifier: 'B-12', price: 55, type: 'warehouse' }],
};
