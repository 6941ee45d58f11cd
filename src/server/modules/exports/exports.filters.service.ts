import { isAgencyScoped } from '../../../shared/access';
import type { GraphQLContext } from '../../context';
import { appError, fieldError, requireViewer } from '../../kernel';
import { subjectOf } from '../../graphql/authorize';
import { requireProject } from '../projects';
import { findAgencyId, findLinkedProjectOfAgency } from './exports.filters.repository';

// The request mutations' filters, checked before a job exists (a bad filter creates nothing) and
// normalized into what the job stores: ids as numbers, dates as 'YYYY-MM-DD', "" as null.

type Arg = string | null | undefined;
const blank = (value: Arg): value is '' | null | undefined => value == null || value.trim() === '';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const CHILEAN = /^(\d{2})[-/](\d{2})[-/](\d{4})$/;

/** A filter date, 'YYYY-MM-DD' or dd-mm-aaaa, as 'YYYY-MM-DD'; null when blank. */
export function filterDate(value: Arg, field: string, label: string): string | null {
  if (blank(value)) return null;
  const text = value.trim();
  const iso = ISO.exec(text);
  const cl = CHILEAN.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : cl ? [cl[3], cl[2], cl[1]] : [];
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  if (!y || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d)) {
    throw fieldError(field, `La ${label} «${text}» no es válida: usa el formato dd-mm-aaaa.`);
  }
  return `${y}-${m}-${d}`;
}

/** Both ends of a date range; the start may not come after the end. */
export function filterRange(
  ini: Arg,
  end: Arg,
  names: readonly [string, string],
): [string | null, string | null] {
  const from = filterDate(ini, names[0], 'fecha de inicio');
  const to = filterDate(end, names[1], 'fecha de término');
  if (from && to && from > to) {
    throw fieldError(names[0], 'La fecha de inicio no puede ser posterior a la fecha de término.');
  }
  return [from, to];
}

/** A project filter inside the viewer's scope (NOT_FOUND / FORBIDDEN otherwise). */
export async function filterProject(ctx: GraphQLContext, value: Arg): Promise<number | null> {
  if (blank(value)) return null;
  return (await requireProject(ctx, ctx.db, value.trim())).id;
}

const agencyNotFound = 'La inmobiliaria no existe.';

/**
 * An agency filter: an agency the viewer works for, or one with a project the viewer is linked
 * to; for platform roles, any existing agency.
 */
export async function filterAgency(
  ctx: GraphQLContext,
  value: Arg,
  field: string,
): Promise<number | null> {
  if (blank(value)) return null;
  const viewer = requireViewer(ctx);
  const text = value.trim();
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) {
    throw fieldError(field, `La inmobiliaria «${text}» no es válida.`);
  }
  const id = Number(text);
  const [agency] = await findAgencyId(ctx.db, id);
  if (!agency) throw appError('NOT_FOUND', agencyNotFound);
  if (!isAgencyScoped(subjectOf(viewer)) || viewer.agencyIds.includes(id)) return id;
  const linked = viewer.projectIds.length
    ? await findLinkedProjectOfAgency(ctx.db, id, viewer.projectIds)
    : [];
  if (!linked.length) throw appError('FORBIDDEN', 'No tienes acceso a esta inmobiliaria.');
  return id;
}

/** One of the allowed codes; null when blank. */
export function filterChoice<const T extends string>(
  value: Arg,
  allowed: readonly T[],
  field: string,
  message: (text: string) => string,
): T | null {
  if (blank(value)) return null;
  const text = value.trim();
  const found = allowed.find((code) => code === text);
  if (!found) throw fieldError(field, message(text));
  return found;
}
