import type {
  ContactEnterprisesQuery,
  ContactFormSectionsQuery,
  ContactFormsQuery,
  ContactHomeSectionsQuery,
  ContactNewslettersQuery,
} from '../../../graphql/generated/client/graphql';

export type ProjectContactRow = ContactFormsQuery['contactform']['data'][number];
export type NewsletterRow = ContactNewslettersQuery['contactformnewsletter']['data'][number];
export type EnterpriseRow = ContactEnterprisesQuery['contactformenterprise']['data'][number];
export type FormSectionRow = ContactFormSectionsQuery['contactformsection']['data'][number];
export type HomeSectionRow = ContactHomeSectionsQuery['contactformhomesection']['data'][number];

/** One page of any of the five lists (the contract's paginator). */
export interface ContactPage<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  from: number | null;
  to: number | null;
  last_page: number;
  has_more_pages: boolean;
}

export interface Option {
  value: string;
  label: string;
}
