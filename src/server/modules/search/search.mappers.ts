import type { SearchHit, SearchKind } from '../../../../graphql/generated/server/resolvers-types';
import { formatRut } from '../../../shared/rut';
import type { HitRow, PersonRow } from './search.repository';

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

/** A hit, its customer (when it has one) and project named from what was read for the few hits. */
export function toSearchHit(
  row: HitRow,
  kind: SearchKind,
  people: ReadonlyMap<number, PersonRow>,
  projects: ReadonlyMap<number, string>,
): SearchHit {
  const person = row.customer_id === null ? undefined : people.get(row.customer_id);
  const rut = person ? person.rut : row.rut;
  return {
    kind,
    id: String(row.id),
    title: person?.title ?? row.title ?? '',
    rut: rut ? formatRut(rut) : null,
    project: projects.get(row.project_id) ?? null,
    status: row.status,
    created_at: row.created_at ? row.created_at.toISOString() : null,
  };
}
