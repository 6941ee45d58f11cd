import { z } from 'zod';

// Saved views (issue 33): a user's named state of one list (its URL filters and sort, the columns
// hidden and the row density), kept on the server. The SPA and the server read the same rules.

/** The lists that keep views, named after their route (`/contacts/newsletter` → 'contacts-newsletter'). */
export const SAVED_VIEW_LISTS = [
  'properties',
  'projects',
  'users',
  'quotations',
  'bookings-requests',
  'bookings-orders',
  'promises-requests',
  'promises-orders',
  'preapprovals',
  'agencies',
  'news',
  'contacts',
  'contacts-newsletter',
  'contacts-enterprise',
  'contacts-form-section',
  'contacts-form-home-section',
  'comments',
  'plans',
  'permissions',
  'roles',
  'prospects',
] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

export const VIEW_NAME_MAX = 80;
/** A user's views of one list; more would only bury the ones in use. */
export const VIEWS_PER_LIST_MAX = 50;
/** The stored state's size bound, as JSON text. */
export const VIEW_STATE_MAX_CHARS = 4000;
const FILTERS_MAX = 30;
const FILTER_VALUE_MAX = 300;
const HIDDEN_MAX = 60;

export const savedViewMessages = {
  unknownList: 'Esta lista no admite vistas guardadas.',
  nameRequired: 'Escribe un nombre para la vista.',
  nameTooLong: `El nombre de la vista no puede superar ${VIEW_NAME_MAX} caracteres.`,
  nameTaken: 'Ya tienes una vista con ese nombre en esta lista. Elige otro nombre.',
  badState: 'La vista no es válida: sus filtros, orden o columnas no se pueden guardar.',
  stateTooLarge: 'La vista es demasiado grande para guardarla. Quita algunos filtros.',
  tooMany: `Puedes guardar hasta ${VIEWS_PER_LIST_MAX} vistas por lista. Elimina alguna antes de crear otra.`,
  notFound: 'La vista no existe o no es tuya.',
} as const;

export const savedViewListSchema = z.enum(SAVED_VIEW_LISTS, {
  error: savedViewMessages.unknownList,
});

export const savedViewNameSchema = z
  .string({ error: savedViewMessages.nameRequired })
  .trim()
  .min(1, { error: savedViewMessages.nameRequired })
  .max(VIEW_NAME_MAX, { error: savedViewMessages.nameTooLong });

const paramKey = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/i);

/** What a view restores. `page` and `view` are never part of it: a view opens on the first page. */
export const savedViewStateSchema = z
  .object({
    filters: z
      .array(z.object({ key: paramKey, value: z.string().max(FILTER_VALUE_MAX) }))
      .max(FILTERS_MAX)
      .refine((list) => new Set(list.map((f) => f.key)).size === list.length)
      .refine((list) =>
        list.every((f) => f.key !== 'page' && f.key !== 'view' && f.key !== 'sort'),
      ),
    sort: z
      .string()
      .regex(/^-?[a-z][a-z0-9_.]{0,59}$/i)
      .nullable(),
    hidden_columns: z.array(z.string().min(1).max(80)).max(HIDDEN_MAX),
    density: z.enum(DENSITIES),
  })
  .strict();
export type SavedViewState = z.infer<typeof savedViewStateSchema>;
