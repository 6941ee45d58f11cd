import type { SearchHit, SearchKind } from '../../../../graphql/generated/server/resolvers-types';
import { formatRut } from '../../../shared/rut';
import type { HitRow } from './search.repository';

export type { SearchKind };

/** The kinds in the order the results show them. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  'QUOTATION',
  'BOOKING_REQUEST',
  'BOOKING_ORDER',
  'PROMISE_REQUEST',
  'PROMISE_ORDER',
  'PREAPPROVAL',
  'PROSPECT',
  'PROPERTY',
];

export const toSearchHit = (row: HitRow, kind: SearchKind): SearchHit => ({
  kind,
  id: String(row.id),
  title: row.title,
  rut: row.rut ? formatRut(row.rut) : null,
  project: row.project,
  status: row.status,
  created_at: row.created_at ? row.created_at.toISOString() : null,
});
