import type { QuerySearchArgs } from '../../../../graphql/generated/server/resolvers-types';
import { canRunOperation } from '../../../shared/access';
import { cleanRut } from '../../../shared/rut';
import type { GraphQLContext } from '../../context';
import { subjectOf } from '../../graphql/authorize';
import { requireViewer } from '../../kernel';
import { projectScope } from '../projects';
import { parseSearch } from '../quotations';
import { SEARCH_KINDS, toSearchHit, type SearchKind } from './search.mappers';
import {
  findHits,
  findPeople,
  findScope,
  newestCustomers,
  type SearchTerms,
} from './search.repository';

// Search from anywhere (issue 33): what the text can be, which kinds the viewer may list, and the
// hits grouped by kind. Every kind is gated by its own list query's rule in the access policy and
// scoped as that list is (search.repository.ts), so the search never shows more than the lists.

export const SEARCH_LIMIT = 5;
const SEARCH_LIMIT_MAX = 20;
/** Fewer characters than this find nothing: every record would match. */
const MIN_TEXT = 2;
/** The searched customers whose records are read, newest first. */
const CUSTOMERS_MAX = 200;
/** The newest customer ids searched first for a name (older ones only when too few match). */
const CUSTOMERS_WINDOW = 10_000;
/** Fewer digits than this are a record number, not the start of a RUT or phone. */
const MIN_PERSON_DIGITS = 6;
/** The largest row id (Postgres integer). */
const MAX_ID = 2_147_483_647;

/** The list query whose rule decides whether a role sees each kind. */
const LIST_OPERATION: Record<SearchKind, string> = {
  QUOTATION: 'quotations',
  BOOKING_REQUEST: 'bookingrequests',
  BOOKING_ORDER: 'bookingorders',
  PROMISE_REQUEST: 'promiserequests',
  PROMISE_ORDER: 'promiseorders',
  PREAPPROVAL: 'preapprovals',
  PROSPECT: 'prospects',
  PROPERTY: 'properties',
};

/** The kinds found through the searched customers (bookings match their own contact's text). */
const BY_CUSTOMER: ReadonlySet<SearchKind> = new Set<SearchKind>([
  'QUOTATION',
  'PROMISE_REQUEST',
  'PROMISE_ORDER',
  'PREAPPROVAL',
  'PROSPECT',
]);

// 'N° 1234', 'n.º 1234', '#1234' (a record number for sure) or '1234'.
const RECORD_NUMBER = /^(?:(n\s*[.°º]*\s*|#\s*))?(\d{1,10})$/i;
const DIGITS_ONLY = /^[\d\s.+()\-kK]+$/;
/** More digits than this, bare, are a RUT or a phone: no record has so many. */
const MAX_NUMBER_DIGITS = 7;

/**
 * What the text can be, so that a search sends only the lookups that can match it: a record
 * number ('N° 1234', or a few bare digits), a RUT or a phone (digits with their separators, or
 * many bare digits), an email, a person's words, or one word that may also be a unit identifier
 * or a payment's order number.
 */
export function searchTerms(text: string): Omit<SearchTerms, 'customers'> & { person: boolean } {
  const numbered = RECORD_NUMBER.exec(text);
  const digits = numbered?.[2] ?? null;
  const marked = Boolean(numbered?.[1]);
  const value = digits !== null && digits.length <= MAX_NUMBER_DIGITS ? Number(digits) : null;
  const number = value !== null && value > 0 && value <= MAX_ID ? value : null;
  // A RUT or phone is typed with enough digits; a short number is a record's.
  const numeric = DIGITS_ONLY.test(text);
  const person = !marked && (!numeric || cleanRut(text).length >= MIN_PERSON_DIGITS);
  // Digits with a RUT's or phone's separators ('12.345.678-5', '+56 9 ...') are a person only.
  const personOnly = numeric && digits === null && person;
  const word = !marked && !personOnly && !text.includes('@') && /^\S+$/.test(text);
  return {
    number,
    orderNumber: word && text.length >= 3 && text.length <= 64 ? text : null,
    search: person ? parseSearch(text) : null,
    // Unit identifiers are short words: neither a RUT, a phone, an email nor a record's number.
    unitPrefix:
      word && text.length <= 40 && (digits === null || number !== null) && !(digits && person)
        ? text.toLowerCase()
        : null,
    person,
  };
}

/** `search`: up to `limit` hits of each kind the viewer may list, only non-empty kinds. */
export async function searchAnywhere(ctx: GraphQLContext, args: QuerySearchArgs) {
  const viewer = requireViewer(ctx);
  const text = args.text.trim().replace(/\s+/g, ' ');
  // As every paged field: below 1 is the default, above the maximum is the maximum.
  const asked = args.limit ?? SEARCH_LIMIT;
  const limit = asked < 1 ? SEARCH_LIMIT : Math.min(asked, SEARCH_LIMIT_MAX);
  if (text.length < MIN_TEXT) return { text, groups: [] };
  const subject = subjectOf(viewer);
  const kinds = SEARCH_KINDS.filter((kind) => canRunOperation(LIST_OPERATION[kind], subject));
  const { person, ...terms } = searchTerms(text);
  const byCustomer = kinds.some((kind) => BY_CUSTOMER.has(kind));
  // Names and surnames are common; a RUT, phone or email is nearly one person's.
  const name = !/[\d@]/.test(text);
  const customers =
    person && terms.search && byCustomer
      ? await newestCustomers(ctx.db, terms.search, CUSTOMERS_MAX, name ? CUSTOMERS_WINDOW : null)
      : [];
  const scope = await findScope(ctx.db, projectScope.condition(viewer));
  const rows = await findHits(ctx.db, kinds, { ...terms, customers }, scope, limit);
  const kept = kinds.flatMap((kind) => {
    const own = rows.filter((row) => row.kind === kind);
    return own.length ? [{ kind, own: own.slice(0, limit), more: own.length > limit }] : [];
  });
  // Only the hits shown are named: a few customers, read by primary key.
  const ids = kept.flatMap(({ own }) => own.flatMap((row) => row.customer_id ?? []));
  const people = new Map((await findPeople(ctx.db, [...new Set(ids)])).map((p) => [p.id, p]));
  const groups = kept.map(({ kind, own, more }) => ({
    kind,
    hits: own.map((row) => toSearchHit(row, kind, people, scope.names)),
    more,
  }));
  return { text, groups };
}
