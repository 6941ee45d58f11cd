import { isStatus, statusCodes, type StatusTable } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import { fieldError } from '../../kernel';
import { requireProject } from '../projects';

// What every sales list (quotations, bookings, promises, pre-approvals) reads from its arguments:
// the spec's client sends blank filters as "" (none), so blank means no filter; a filter that
// names nothing real is refused with a Spanish BAD_USER_INPUT instead of an empty page.

/** Rows per page of the sales lists, as the other paged screens (users, projects, agencies). */
export const SALES_PER_PAGE = 15;

type Arg = string | null | undefined;

/** The trimmed text of an argument; undefined when blank. */
export function given(value: Arg): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** A status filter: one of the table's codes, or undefined when blank. */
export function statusFilter<S extends string>(table: StatusTable<S>, value: Arg): S | undefined {
  const text = given(value);
  if (text === undefined) return undefined;
  if (isStatus(table, text)) return text;
  const known = statusCodes(table).join(', ');
  throw fieldError('status', `«${text}» no es un estado de ${table.record} (estados: ${known}).`);
}

/**
 * A project filter inside the viewer's scope: NOT_FOUND when it does not exist, FORBIDDEN when
 * it is another agency's (as the export of the same list answers), undefined when blank.
 */
export async function projectFilter(ctx: GraphQLContext, value: Arg): Promise<number | undefined> {
  const text = given(value);
  if (text === undefined) return undefined;
  return (await requireProject(ctx, ctx.db, text)).id;
}
