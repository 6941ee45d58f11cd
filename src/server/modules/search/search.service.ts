import type { QuerySearchArgs } from '../../../../graphql/generated/server/resolvers-types';
import { canRunOperation } from '../../../shared/access';
import { cleanRut } from '../../../shared/rut';
import type { GraphQLContext } from '../../context';
import { subjectOf } from '../../graphql/authorize';
import { requireViewer } from '../../kernel';
import { projectScope } from '../projects';
import { matchingCustomers, parseSearch, salesProjects } from '../quotations';
import { SEARCH_KINDS, toSearchHit, type SearchKind } from './search.mappers';
import { findHits, newestCustomers, type SearchTerms } from './search.repository';

// Search from anywhere (issue 33): what the text can be, which kinds the viewer may list, and the
// hits grouped by kind. Every kind is gated by its own list query's rule in the access policy and
// scoped as that list is (search.repository.ts), so the search never shows more than the lists.

export const SEARCH_LIMIT = 5;
const SEARCH_LIMIT_MAX = 20;
/** Fewer characters than this find nothing: every record would match. */
const MIN_TEXT = 2;
/** The searched customers whose records are read, newest first. */
const CUSTOMERS_MAX = 200;
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

// 'N° 1234', 'n.º 1234', '#1234' or '1234'.
const RECORD_NUMBER = /^(?:n\s*[.°º]*\s*|#\s*)?(\d{1,10})$/i;
const DIGITS_ONLY = /^[\d\s.+()\-kK]+$/;

/** What the text can be: a number, an order number, a person's words, a unit identifier. */
export function searchTerms(text: string): Omit<SearchTerms, 'customers'> & { person: boolean } {
  const numbered = RECORD_NUMBER.exec(text);
  const value = numbered ? Number(numbered[1]) : null;
  const number = value !== null && value > 0 && value <= MAX_ID ? value : null;
  const numeric = DIGITS_ONLY.test(text);
  // A RUT or phone is typed with enough digits; a short number is a record's.
  const person = !numeric || cleanRut(text).length >= MIN_PERSON_DIGITS;
  return {
    number,
    orderNumber: /^\S{3,64}$/.test(text) ? text : null,
    search: person ? parseSearch(text) : null,
    // Unit identifiers are short and have neither spaces nor an @: a name or email skips them.
    unitPrefix: /^[^\s@]{1,40}$/.test(text) ? text.toLowerCase() : null,
    person,
  };
}

/** `search`: up to `limit` hits of each kind the viewer may list, only non-empty kinds. */
export async function searchAnywhere(ctx: GraphQLContext, args: QuerySearchArgs) {
  const viewer = requireViewer(ctx);
  const text = args.text.trim().replace(/\s+/g, ' ');
  const limit = Math.min(Math.max(args.limit ?? SEARCH_LIMIT, 1), SEARCH_LIMIT_MAX);
  if (text.length < MIN_TEXT) return { text, groups: [] };
  const subject = subjectOf(viewer);
  const kinds = SEARCH_KINDS.filter((kind) => canRunOperation(LIST_OPERATION[kind], subject));
  const { person, ...terms } = searchTerms(text);
  const found = person && terms.search ? await matchingCustomers(ctx.db, terms.search) : [];
  const customers = await newestCustomers(ctx.db, found, CUSTOMERS_MAX);
  const scope = {
    projects: await salesProjects(ctx, {}),
    condition: projectScope.condition(viewer),
  };
  const rows = await findHits(ctx.db, kinds, { ...terms, customers }, scope, limit);
  const groups = kinds.flatMap((kind) => {
    const own = rows.filter((row) => row.kind === kind);
    if (own.length === 0) return [];
    const hits = own.slice(0, limit).map((row) => toSearchHit(row, kind));
    return [{ kind, hits, more: own.length > limit }];
  });
  return { text, groups };
}
