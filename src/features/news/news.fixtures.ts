// Realistic news for stories and tests: housing-subsidy headlines, both statuses, a very long
// title, and a filled item for the form with its tags, projects and images.
import type { NewsDetail, NewsPage, NewsRow, Option } from './news.types';

const row = (
  id: string,
  title: string,
  date: string,
  status: number,
  source: string | null,
  subtitle: string | null = null,
): NewsRow => ({ id, title, date, status, source, subtitle });

export const NEWS_ROWS: NewsRow[] = [
  row('30', 'Nuevo llamado al subsidio DS1 para sectores medios', '2025-03-14', 1, 'MINVU',
    'Postulaciones abiertas hasta el 30 de abril.'),
  row('29', 'Feria de la vivienda en Temuco reúne a doce inmobiliarias', '2025-03-10', 0,
    'Diario Austral'),
  row('28', 'Cómo calcular el ahorro mínimo para el DS19', '2025-02-27', 1, 'Equipo editorial'),
  row('27', 'Entrega de 240 departamentos en Puerto Montt', '2025-02-20', 0, null),
]; // prettier-ignore

export const LONG_NEWS_ROW = row(
  '31',
  'Gobierno anuncia ampliación extraordinaria del programa de integración social y territorial DS19 con nuevos montos de subsidio para familias de sectores medios y emergentes en las dieciséis regiones del país',
  '2025-03-15',
  1,
  'Ministerio de Vivienda y Urbanismo — Departamento de Comunicaciones',
  'Las familias podrán postular en línea o en las oficinas de atención del SERVIU de cada región, presentando su cartola de ahorro y el Registro Social de Hogares actualizado.',
);

export function newsPage(
  rows: NewsRow[],
  current = 1,
  total = rows.length,
  perPage = 15,
): NewsPage {
  const last = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (current - 1) * perPage + 1;
  return {
    data: rows,
    total,
    per_page: perPage,
    current_page: current,
    from,
    to: from === null ? null : from + rows.length - 1,
    last_page: last,
    has_more_pages: current < last,
  };
}

export const TAG_OPTIONS: Option[] = [
  { value: '1', label: 'Subsidios' },
  { value: '2', label: 'Proyectos' },
  { value: '3', label: 'Financiamiento' },
  { value: '4', label: 'Eventos' },
];

export const PROJECT_OPTIONS: Option[] = [
  { value: '11', label: 'Condominio Parque Los Aromos' },
  { value: '12', label: 'Edificio Mirador del Maipo' },
  { value: '21', label: 'Condominio Brisas del Pacífico' },
];

export const FILLED_NEWS: NewsDetail = {
  id: '30',
  title: 'Nuevo llamado al subsidio DS1 para sectores medios',
  subtitle: 'Postulaciones abiertas hasta el 30 de abril.',
  body: '<h2>¿Quiénes pueden postular?</h2><p>Familias con <strong>ahorro mínimo</strong> de 40 UF.</p><ul><li>Tramo 1</li><li>Tramo 2</li></ul>',
  body_footer: '<p>Más información en <a href="https://www.minvu.gob.cl">minvu.gob.cl</a>.</p>',
  date: '2025-03-14',
  status: 1,
  source: 'MINVU',
  video_youtube_id: 'dQw4w9WgXcQ',
  user_id: '7',
  medias: [],
  tagsNews: [{ id: '1', name: 'Subsidios' }, { id: '3', name: 'Financiamiento' }],
  projects: [{ id: '12', name: 'Edificio Mirador del Maipo' }],
}; // prettier-ignore
