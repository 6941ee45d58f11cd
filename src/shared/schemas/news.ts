import { z } from 'zod';

// The news form (spec §3, §7: title, body, date, subtitle, source, body footer, YouTube video).
// The server validates createNews and editNews with this schema; the SPA's form reuses the
// messages and rules so both say the same thing in Spanish.

export const NEWS_TITLE_MAX = 255;
export const NEWS_TEXT_MAX = 255;
/** Rich text can be long, but a body of megabytes is a mistake, not an article. */
export const NEWS_BODY_MAX = 200_000;
/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const newsMessages = {
  titleRequired: 'El título es obligatorio.',
  titleTooLong: `El título no puede superar ${NEWS_TITLE_MAX} caracteres.`,
  textTooLong: `El texto no puede superar ${NEWS_TEXT_MAX} caracteres.`,
  bodyTooLong: 'El cuerpo de la noticia es demasiado largo.',
  dateRequired: 'La fecha es obligatoria.',
  dateInvalid: 'Ingresa una fecha válida (dd-mm-aaaa).',
  youtubeInvalid:
    'El ID del video de YouTube tiene 11 caracteres (letras, números, «-» o «_»), por ejemplo dQw4w9WgXcQ.',
  statusInvalid: 'El estado debe ser 1 (visible) o 0 (oculta).',
} as const;

/** True for a real calendar day written aaaa-mm-dd. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y = '', m = '', d = ''] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  );
}

// Optional text: absent, null or blank all mean "none" (stored as null).
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

export const newsSchema = z.object({
  title: z
    .string({ error: newsMessages.titleRequired })
    .trim()
    .min(1, { error: newsMessages.titleRequired })
    .max(NEWS_TITLE_MAX, { error: newsMessages.titleTooLong }),
  body: z.string().max(NEWS_BODY_MAX, { error: newsMessages.bodyTooLong }),
  date: z
    .string({ error: newsMessages.dateRequired })
    .trim()
    .min(1, { error: newsMessages.dateRequired, abort: true })
    .refine(isIsoDate, { error: newsMessages.dateInvalid }),
  status: z
    .union([z.literal(0), z.literal(1)], { error: newsMessages.statusInvalid })
    // Absent: 0 on create, unchanged on edit (the service decides).
    .nullish(),
  subtitle: optionalText(NEWS_TEXT_MAX, newsMessages.textTooLong),
  source: optionalText(NEWS_TEXT_MAX, newsMessages.textTooLong),
  body_footer: z
    .string()
    .max(NEWS_BODY_MAX, { error: newsMessages.bodyTooLong })
    .nullish()
    .transform((value) => value ?? null),
  video_youtube_id: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || YOUTUBE_ID.test(value), {
      error: newsMessages.youtubeInvalid,
    }),
});

export type NewsValues = z.output<typeof newsSchema>;
