import type { SummaryPage } from './home-summary-view';

const row = (
  project: [string, string],
  model: string,
  counts: [number, number, number, number, number, number, number],
) => ({
  project_id: project[0],
  project_name: project[1],
  model,
  quotation_count: counts[0],
  booking_request_count: counts[1],
  booking_request_payments: counts[2],
  promise_request_count: counts[3],
  promise_request_payment: counts[4],
  units_availabe: counts[5],
  units_count: counts[6],
});

const AROMOS: [string, string] = ['3', 'Condominio Parque Los Aromos'];
const BIOBIO: [string, string] = ['5', 'Edificio Mirador del Biobío'];

export const summaryPageFixture: SummaryPage = {
  data: [
    row(AROMOS, 'Modelo A 2D2B', [48, 12, 9, 7, 5, 21, 40]),
    row(AROMOS, 'Modelo B 3D2B', [31, 8, 6, 4, 4, 14, 24]),
    row(AROMOS, 'Modelo C 1D1B', [12, 2, 2, 1, 0, 15, 16]),
    row(BIOBIO, 'Casa Quillay 3D2B', [64, 20, 18, 11, 10, 9, 30]),
  ],
  total: 58,
  per_page: 50,
  current_page: 1,
  from: 1,
  to: 50,
  last_page: 2,
  has_more_pages: true,
};

export const emptySummaryPage: SummaryPage = {
  data: [],
  total: 0,
  per_page: 50,
  current_page: 1,
  from: null,
  to: null,
  last_page: 1,
  has_more_pages: false,
};
