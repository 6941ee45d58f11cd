// The shapes the news pages work with, all from the operation documents (graphql/operations/news).
import type {
  NewsFieldsFragment,
  NewsQuery,
  NewsRowFragment,
} from '../../../graphql/generated/client/graphql';

export type NewsRow = NewsRowFragment;
export type NewsPage = NewsQuery['news'];
export type NewsDetail = NewsFieldsFragment;

export interface Option {
  value: string;
  label: string;
}

/** The list's filters as the URL keeps them ('' = none; the date as typed, dd-mm-aaaa). */
export interface NewsFilterValues {
  title: string;
  date: string;
  status: string;
}

export const NEWS_STATUS_OPTIONS: readonly Option[] = [
  { value: '1', label: 'Visible' },
  { value: '0', label: 'Oculta' },
];

/** The stored file of a slot (logo, cover_page), or null. */
export const mediaUrl = (news: Pick<NewsDetail, 'medias'>, slot: 'logo' | 'cover_page') =>
  news.medias.find((media) => media.type === slot)?.full_url ?? null;
