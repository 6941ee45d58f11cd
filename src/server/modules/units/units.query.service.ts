import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  appError,
  pageInfo,
  pageWindow,
  type PageInfo,
  parseId,
  requireViewer,
  fieldsUnder,
  parseSort,
} from '../../kernel';
import { canSeeProject, projectIdOf, projectScope } from '../projects';
import { UNITS_PER_PAGE, unitMessages, type UnitKind } from './units.kinds.service';
import type {
  ParkingLot,
  Property,
  Warehouse,
} from '../../../../graphql/generated/server/resolvers-types';
import { toParkingLot, toProperty, toWarehouse } from './units.mappers';
import { listUnitsPage } from './units.page-json.repository';
import {
  findUnit,
  unitSorts,
  type PropertyRow,
  type UnitFilters,
  type UnitRow,
} from './units.repository';

export interface UnitListArgs {
  project_id?: string | null;
  identifier?: string | null;
  model?: string | null;
  orientation?: string | null;
  tower?: string | null;
  visible?: string | null;
  page?: number | null;
  id?: string | null;
  sort?: string | null;
}

const visibleInvalid = 'El filtro de visibilidad debe ser 1 (visibles) o 0 (ocultas).';

/** The spec's client sends blank filters as "" (none). */
const given = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : undefined;
};

export function filtersOf(args: UnitListArgs): UnitFilters {
  const visible = given(args.visible)?.toLowerCase();
  if (visible !== undefined && !['1', '0', 'true', 'false'].includes(visible)) {
    throw appError('BAD_USER_INPUT', visibleInvalid, { field: 'visible' });
  }
  const project = given(args.project_id);
  return {
    projectId: project === undefined ? undefined : projectIdOf(project),
    identifier: given(args.identifier),
    model: given(args.model),
    orientation: given(args.orientation),
    tower: given(args.tower),
    visible: visible === undefined ? undefined : visible === '1' || visible === 'true',
  };
}

/**
 * A live unit the viewer may work on: NOT_FOUND when missing or removed, FORBIDDEN when its
 * project belongs to another agency. With `lock` (inside a transaction) the row is locked.
 */
export function requireUnit(
  ctx: GraphQLContext,
  db: DbOrTx,
  kind: 'property',
  id: string | number,
  lock?: boolean,
): Promise<Located<PropertyRow>>;
export function requireUnit(
  ctx: GraphQLContext,
  db: DbOrTx,
  kind: UnitKind,
  id: string | number,
  lock?: boolean,
): Promise<Located<UnitRow>>;
export async function requireUnit(
  ctx: GraphQLContext,
  db: DbOrTx,
  kind: UnitKind,
  id: string | number,
  lock = false,
) {
  const viewer = requireViewer(ctx);
  const messages = unitMessages[kind];
  const row = await findUnit(db, kind, parseId(id, messages.notFound), lock);
  if (!row) throw appError('NOT_FOUND', messages.notFound);
  if (!canSeeProject(viewer, { id: row.project_id, real_state_agency_id: row.agency_id })) {
    throw appError('FORBIDDEN', messages.forbidden);
  }
  return row;
}

type Located<R> = R & { agency_id: number };

type PageResult<T> = PageInfo & { data: T[] };
/** What a page needs of the resolve info: which fields of its rows the operation reads. */
type PageInfoOf = Parameters<typeof fieldsUnder>[0];

async function pageOf<T extends Property | Warehouse | ParkingLot>(
  ctx: GraphQLContext,
  kind: UnitKind,
  args: UnitListArgs,
  info: PageInfoOf | undefined,
  one: (id: string) => Promise<T>,
): Promise<PageResult<T>> {
  const viewer = requireViewer(ctx);
  if (given(args.id) !== undefined) {
    return { data: [await one(String(args.id))], ...pageInfo(1, 1, UNITS_PER_PAGE, 1) };
  }
  const filters = filtersOf(args);
  const sort = parseSort(args.sort, unitSorts(kind));
  const scope = projectScope.condition(viewer);
  const page = pageWindow(args.page, UNITS_PER_PAGE);
  const asked = fieldsUnder(info, 'data');
  const { data, total } = await listUnitsPage<T>(ctx.db, kind, filters, scope, page, asked, sort);
  return { data, ...pageInfo(total, page.page, UNITS_PER_PAGE, data.length) };
}

/** `properties`, `warehouses`, `parkinglots`: a page of 250, or with `id` that unit alone. */
export const unitPages = {
  property: (ctx: GraphQLContext, args: UnitListArgs, info?: PageInfoOf) =>
    pageOf(ctx, 'property', args, info, async (id) =>
      toProperty(await requireUnit(ctx, ctx.db, 'property', id)),
    ),
  warehouse: (ctx: GraphQLContext, args: UnitListArgs, info?: PageInfoOf) =>
    pageOf(ctx, 'warehouse', args, info, async (id) =>
      toWarehouse(await requireUnit(ctx, ctx.db, 'warehouse', id)),
    ),
  parkinglot: (ctx: GraphQLContext, args: UnitListArgs, info?: PageInfoOf) =>
    pageOf(ctx, 'parkinglot', args, info, async (id) =>
      toParkingLot(await requireUnit(ctx, ctx.db, 'parkinglot', id)),
    ),
};
