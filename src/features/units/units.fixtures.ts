// Realistic units of a Chilean apartment project for the stories and tests: towers A and B, 20
// homes per floor, prices in UF from 2.350,50.
import type { UnitFilters } from './list/units-filters';
import type { UnitKind, UnitPage, UnitRow } from './units.types';

export const projectsFixture = [
  { id: '3', name: 'Condominio Parque Los Aromos' },
  { id: '5', name: 'Edificio Mirador del Biobío' },
  { id: '8', name: 'Jardines de Hualpén' },
];

const MODELS = ['Modelo A 2D2B', 'Modelo B 3D2B', 'Modelo C 1D1B'] as const;
const ORIENTATION = ['N', 'NO', 'P', 'S', 'O', 'SP'] as const;
export const modelsFixture = [...MODELS];
export const towersFixture = ['A', 'B'];

export function unitRows(kind: UnitKind, count: number, start = 0): UnitRow[] {
  return Array.from({ length: count }, (_, offset) => {
    const i = start + offset;
    const tower = i % 2 === 0 ? 'A' : 'B';
    const floor = Math.floor(i / 40) + 1;
    const slot = String((Math.floor(i / 2) % 20) + 1).padStart(2, '0');
    const home = kind === 'property';
    const prefix = kind === 'warehouse' ? 'B-' : kind === 'parkinglot' ? 'E-' : '';
    return {
      id: String(1000 + i),
      kind,
      identifier: home ? `${tower}${floor}${slot}` : `${prefix}${i + 1}`,
      model: home ? (MODELS[i % MODELS.length] ?? null) : null,
      tower,
      floor: home ? floor : -1,
      orientation: home ? (ORIENTATION[i % ORIENTATION.length] ?? null) : null,
      bedrooms: home ? 2 + (i % 2) : null,
      bathrooms: home ? (i % 3 === 0 ? '1.5' : '2') : null,
      total_area: home ? 54.35 + (i % 5) * 6.2 : kind === 'warehouse' ? 4.5 : 12.5,
      price: home ? 2350.5 + (i % 9) * 87.25 : kind === 'warehouse' ? 55 : 180,
      available: i % 7 !== 3,
      visible: i % 11 !== 5,
      bookeable: true,
      promisable: i % 4 !== 1,
      vulnerable: home && i % 6 === 0,
      sectores_medios: home && i % 5 === 2,
    };
  });
}

export function unitPage(rows: UnitRow[], total = rows.length, current = 1): UnitPage {
  const perPage = 250;
  const from = total === 0 ? null : (current - 1) * perPage + 1;
  return {
    data: rows,
    total,
    per_page: perPage,
    current_page: current,
    from,
    to: from === null ? null : from + rows.length - 1,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export const filtersFixture: UnitFilters = {
  kind: 'property',
  project: '3',
  model: '',
  tower: '',
  orientation: '',
  visibility: 'todas',
  identifier: '',
  page: 1,
};
