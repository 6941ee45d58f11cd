import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { cleanRut } from '../../../shared/rut';
import { foldSearch } from '../users';
import { given } from './quotations.sales-filters.service';

// The sales lists' `search` (our addition): the customer's name, email, phone or RUT. Customers
// and booking requests keep a generated `search_text` (migration 0007): name, email, the RUT as
// bare digits with its check digit, and the phone's digits, lower case and without accents (as
// users.search_text). A GIN index over its words (text search, 'simple' configuration: no
// stemming, no extension needed) finds the rows whose words start with every typed word, so a
// search reads a few index pages instead of folding or scanning every customer. Customers are
// found through the prefixes of those words instead (customerMatches, migration 0018).

export interface SalesSearch {
  /** to_tsquery text: every typed word as a prefix, all required. */
  query: string;
  /** The typed words, space-separated (customers' prefix keys are made of them). */
  words: string;
  /** Whether a word is longer than the prefix keys (then its first 12 are looked up, then checked). */
  long: boolean;
}

/** The longest prefix customer_search_prefixes keeps (migration 0018). */
const PREFIX_MAX = 12;

// Digits with the separators people type in a RUT or a phone: '12.345.678-5', '+56 9 8765 4321'.
const NUMERIC_TERM = /^[\d\s.+()\-kK]+$/;

/** The search argument as a prefix query; null when blank or without a word to look for. */
export function parseSearch(value: string | null | undefined): SalesSearch | null {
  const text = given(value);
  if (text === undefined) return null;
  // A RUT or phone is one word however it is written: its digits (and a K check digit).
  const numeric = NUMERIC_TERM.test(text) && /\d/.test(text);
  const words = numeric
    ? [cleanRut(text).toLowerCase()]
    : foldSearch(text)
        .split(' ')
        // Only what the words of search_text are made of; tsquery operators are dropped.
        .map((word) => word.replace(/[^\p{L}\p{N}@._-]/gu, ''))
        .filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return null;
  return {
    query: words.map((word) => `'${word}':*`).join(' & '),
    words: words.join(' '),
    long: words.some((word) => word.length > PREFIX_MAX),
  };
}

/** The rows whose search_text has words starting with every searched word. */
export const searchMatches = (searchText: AnyColumn, search: SalesSearch): SQL =>
  sql`to_tsvector('simple', ${searchText}) @@ to_tsquery('simple', ${search.query})`;

/**
 * The same match for customers, through customers_search_prefix_idx: their words' prefixes
 * contain every typed word (the words to_tsvector makes of the typed text, as the query's are;
 * never an empty list, which every customer would contain). A word longer than the kept prefixes
 * is looked up by its first ones and then checked against the words themselves.
 */
export function customerMatches(searchText: AnyColumn, search: SalesSearch): SQL {
  const typed = sql`coalesce((select array_agg(distinct left(w, ${PREFIX_MAX})) from unnest(tsvector_to_array(to_tsvector('simple', ${search.words}::text))) w), '{""}')`;
  const byPrefix = sql`customer_search_prefixes(${searchText}) @> ${typed}`;
  return search.long ? sql`${byPrefix} and ${searchMatches(searchText, search)}` : byPrefix;
}
