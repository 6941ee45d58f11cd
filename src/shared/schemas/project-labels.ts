// Spanish labels of the project editor's fixed lists (spec §3). The shared schema validates the
// keys; the editor renders the labels, so both come from here.

/** The boolean amenities of a project, in the order the editor shows them. */
export const AMENITY_KEYS = [
  'exercise_area',
  'green_area',
  'bikers',
  'games_accessibility',
  'calisthenics_area',
  'stores',
  'events_room',
  'clean_points',
  'elevators',
  'controlled_access',
  'quincho',
  'swimming_pool',
  'hospital',
  'subway_station',
] as const;
export type AmenityKey = (typeof AMENITY_KEYS)[number];

export const amenityLabels: Record<AmenityKey, string> = {
  exercise_area: 'Zona de ejercicios',
  green_area: 'Áreas verdes',
  bikers: 'Bicicleteros',
  games_accessibility: 'Juegos infantiles inclusivos',
  calisthenics_area: 'Zona de calistenia',
  stores: 'Locales comerciales',
  events_room: 'Salón de eventos',
  clean_points: 'Punto limpio',
  elevators: 'Ascensores',
  controlled_access: 'Acceso controlado',
  quincho: 'Quincho',
  swimming_pool: 'Piscina',
  hospital: 'Centro de salud cercano',
  subway_station: 'Estación de metro cercana',
};

/** Who a contact email notifies (spec §3: contact email lists per purpose). */
export const CONTACT_PURPOSES = [
  'query',
  'promise',
  'quotation',
  'booking',
  'disengagement',
] as const;
export type ContactPurpose = (typeof CONTACT_PURPOSES)[number];

export const contactPurposeLabels: Record<ContactPurpose, string> = {
  query: 'Consultas',
  promise: 'Promesas',
  quotation: 'Cotizaciones',
  booking: 'Reservas',
  disengagement: 'Desistimientos',
};

export const RESERVE_CURRENCIES = ['UF', 'CLP'] as const;
export type ReserveCurrency = (typeof RESERVE_CURRENCIES)[number];

/**
 * The default slug of a project: its name in lowercase kebab case without accents
 * ('Condominio Los Aromos' → 'condominio-los-aromos').
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
}
