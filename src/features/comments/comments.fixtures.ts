// Comments as the server answers them, for stories and tests: testimonials of Chilean families,
// one with a picture (a real one-pixel PNG as a data URL: nothing is fetched).
import type { CommentPage, CommentRow, Option } from './comments.types';

export const PIXEL_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const LONG_COMMENT =
  'Llegamos a la sala de ventas sin saber nada del subsidio y nos explicaron todo con mucha ' +
  'paciencia: cómo postular al DS1, qué documentos juntar y cuánto teníamos que ahorrar. Nueve ' +
  'meses después recibimos las llaves de nuestro departamento en Parque Los Aromos. Lo que más ' +
  'valoramos fue que siempre nos respondieron el teléfono, incluso un domingo. ¡Muchas gracias!';

export const commentRows: CommentRow[] = [
  {
    id: '31',
    name: 'María José Contreras',
    comment: 'Postulamos con el DS1 y en seis meses nos entregaron el departamento. ¡Gracias!',
    created_at: '2025-03-14T13:20:00.000Z',
    project: { id: '1', name: 'Parque Los Aromos' },
    media: { id: '900', full_url: PIXEL_URL, mime: 'image/png' },
  },
  {
    id: '30',
    name: 'Familia Sepúlveda Rojas',
    comment: 'Muy buena atención del equipo de ventas.',
    created_at: '2025-03-02T18:00:00.000Z',
    project: { id: '2', name: 'Condominio Vista Cordillera' },
    media: null,
  },
];

export function commentPageOf(data: CommentRow[], total = data.length): CommentPage {
  return {
    data,
    total,
    per_page: 15,
    current_page: 1,
    from: data.length ? 1 : null,
    to: data.length ? data.length : null,
    last_page: Math.max(1, Math.ceil(total / 15)),
    has_more_pages: total > 15,
  };
}

export const projectOptions: Option[] = [
  { value: '1', label: 'Parque Los Aromos' },
  { value: '2', label: 'Condominio Vista Cordillera' },
];
