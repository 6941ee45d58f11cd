// The news form: the shared messages and rules (the server parses with src/shared/schemas/news),
// the date typed dd-mm-aaaa as everywhere else, the images as real File objects or nothing.
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type {
  CreateNewsMutationVariables,
  EditNewsMutationVariables,
} from '../../../graphql/generated/client/graphql';
import { isoDateOf } from '../../lib/date-text';
import {
  NEWS_TEXT_MAX,
  NEWS_TITLE_MAX,
  YOUTUBE_ID,
  newsMessages as m,
} from '../../shared/schemas/news';
import type { NewsDetail } from './news.types';

const image = z.custom<File | null>((value) => value === null || value instanceof File).nullish();
const text = z.string().trim().max(NEWS_TEXT_MAX, { error: m.textTooLong });

export const newsFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: m.titleRequired })
    .max(NEWS_TITLE_MAX, { error: m.titleTooLong }),
  subtitle: text,
  source: text,
  body: z.string(),
  body_footer: z.string(),
  date: z
    .string()
    .trim()
    .min(1, { error: m.dateRequired, abort: true })
    .refine((value) => isoDateOf(value) !== null, { error: m.dateInvalid }),
  video_youtube_id: z
    .string()
    .trim()
    .refine((value) => value === '' || YOUTUBE_ID.test(value), { error: m.youtubeInvalid }),
  visible: z.boolean(),
  tagsNews: z.array(z.string()),
  projectsNews: z.array(z.string()),
  logo: image,
  cover_page: image,
});

export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsFormValues = z.output<typeof newsFormSchema>;
export type NewsField = keyof NewsFormValues;
export const newsFormResolver = zodResolver(newsFormSchema);

export const NEWS_FIELDS: readonly NewsField[] = [
  'title', 'subtitle', 'source', 'body', 'body_footer', 'date', 'video_youtube_id', 'visible',
  'tagsNews', 'projectsNews', 'logo', 'cover_page',
]; // prettier-ignore

/** aaaa-mm-dd → dd-mm-aaaa for the field. */
const typedDate = (iso: string) => iso.split('-').reverse().join('-');

export function newsDefaults(news?: NewsDetail | null): NewsFormInput {
  return {
    title: news?.title ?? '',
    subtitle: news?.subtitle ?? '',
    source: news?.source ?? '',
    body: news?.body ?? '',
    body_footer: news?.body_footer ?? '',
    date: news ? typedDate(news.date) : '',
    video_youtube_id: news?.video_youtube_id ?? '',
    visible: news ? news.status === 1 : false,
    tagsNews: news?.tagsNews.map((tag) => tag.id) ?? [],
    projectsNews: news?.projects.map((project) => project.id) ?? [],
    logo: null,
    cover_page: null,
  };
}

/**
 * Blank texts go as null (they clear the field); an image goes only when a new file was chosen,
 * otherwise it is left out and the server keeps the stored one (spec §5).
 */
export function newsVariables(values: NewsFormValues): CreateNewsMutationVariables {
  const blank = (value: string) => (value ? value : null);
  return {
    title: values.title,
    subtitle: blank(values.subtitle),
    source: blank(values.source),
    body: values.body,
    body_footer: blank(values.body_footer),
    date: isoDateOf(values.date) ?? '',
    video_youtube_id: blank(values.video_youtube_id),
    status: values.visible ? 1 : 0,
    tagsNews: values.tagsNews,
    projectsNews: values.projectsNews,
    logo: values.logo ?? undefined,
    cover_page: values.cover_page ?? undefined,
  };
}

export const editNewsVariables = (
  id: string,
  values: NewsFormValues,
): EditNewsMutationVariables => ({
  ...newsVariables(values),
  news_id: id,
});
