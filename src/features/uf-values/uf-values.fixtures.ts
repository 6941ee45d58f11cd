// The UF values page's data as the server answers it, for stories and tests.
import type {
  UfOfDayFieldsFragment,
  UfValueFieldsFragment,
} from '../../../graphql/generated/client/graphql';
import type { UfImportOutcome } from './uf-values-view';

export const ufValuesFixture: UfValueFieldsFragment[] = [
  { date: '2026-12-03', value: 39_502.3, loaded_by: 'Catalina Muñoz', updated_at: '2026-12-03T12:05:00Z' }, // prettier-ignore
  { date: '2026-12-02', value: 39_501.2, loaded_by: 'Catalina Muñoz', updated_at: '2026-12-02T12:05:00Z' }, // prettier-ignore
  { date: '2026-12-01', value: 39_485.65, loaded_by: null, updated_at: '2026-12-01T12:05:00Z' },
];

export const ufPageFixture = {
  total: 3,
  per_page: 20,
  current_page: 1,
  from: 1,
  to: 3,
  last_page: 1,
  has_more_pages: false,
};

export const todayFixture: UfOfDayFieldsFragment = {
  date: '2026-12-03',
  value_date: '2026-12-03',
  value: 39_502.3,
  exact: true,
};

export const importRefusedFixture: UfImportOutcome = {
  status: false,
  info: 'Se encontraron 2 errores; no se guardó nada.',
  saved: 0,
  errors: [
    { row: 3, message: 'La fecha «31-11-2026» no existe o no tiene el formato dd-mm-aaaa.' },
    { row: 5, message: 'El día 10-12-2026 se repite (ya está en la fila 2).' },
  ],
};

export const importSavedFixture: UfImportOutcome = {
  status: true,
  info: 'Se cargaron 365 valores UF (01-01-2026 a 31-12-2026).',
  saved: 365,
  errors: [],
};
