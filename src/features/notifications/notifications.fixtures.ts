// Realistic deliveries for the bell's stories and tests (what the migration 0010 triggers write).
import type { Delivery, DeliveryPage } from './notifications-environment';

let next = 500;

export function delivery(
  title: string,
  message: string,
  url: string | null,
  read = false,
): Delivery {
  const id = String(next++);
  const at = '2026-03-12T14:05:00.000Z';
  return {
    id,
    read_at: read ? at : null,
    created_at: at,
    notification: { id, title, message, url, created_at: at },
  };
}

export const someDeliveries = (): Delivery[] => [
  delivery(
    'Nueva solicitud de reserva',
    'Camila Rojas Fuentes solicitó reservar la unidad 1204 de Parque Los Aromos.',
    '/bookings-requests/12/details',
  ),
  delivery(
    'Nuevo contacto',
    'Ignacio Soto Vera escribió por Altos del Maipo.',
    '/contacts?project=3',
  ),
  delivery(
    'Exportación lista',
    'Tu archivo «cotizaciones-marzo.xlsx» está listo.',
    '/exports',
    true,
  ),
];

export function pageOf(
  data: Delivery[],
  total = data.length,
  unread?: number,
  perPage = 5,
): DeliveryPage {
  return {
    data: data.slice(0, perPage),
    total,
    per_page: perPage,
    current_page: 1,
    from: data.length ? 1 : null,
    to: data.length ? Math.min(perPage, data.length) : null,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    has_more_pages: total > perPage,
    unread: unread ?? data.filter((d) => !d.read_at).length,
  };
}

export const arrivingContact = (): Delivery =>
  delivery(
    'Nuevo contacto',
    'Francisca Araya Tapia escribió por Parque Los Aromos.',
    '/contacts?project=1',
  );
