import type {
  MutationCreatePropertyArgs,
  MutationEditPropertyArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import {
  propertyCreateSchema,
  propertyEditSchema,
  type PropertyEdit,
} from '../../../shared/schemas/properties';
import type { GraphQLContext } from '../../context';
import { appError, parseInput } from '../../kernel';
import { requireProject } from '../projects';
import { announceUnits, auditUnit, unitSnapshot } from './units.audit.service';
import {
  assertIdentifierFree,
  complementIdsOf,
  identifierConflict,
  setComplements,
} from './units.complements.repository';
import { requireUnit } from './units.query.service';
import { findUnit, type PropertyRow } from './units.repository';
import {
  insertProperty,
  propertyLinks,
  softDeleteProperty,
  updateProperty,
  type PropertyValues,
} from './units.write.repository';

// createProperty, editProperty and removeProperty: each in one transaction with its audit row.

const removeRefused = 'La propiedad tiene reservas o promesas asociadas.';

type Columns = Partial<PropertyValues>;
const MONEY_AND_AREAS = [
  'total_area',
  'municipal_area',
  'built_area',
  'terrace_area',
  'savings',
  'saving_ds15',
  'base_subsidies',
  'base_subsidie_ds15',
  'bonus_integration',
  'bonus_recruitment',
] as const;
const FLAGS = [
  'vulnerable',
  'sectores_medios',
  'visible',
  'bookeable',
  'promisable',
  'show_price_from',
] as const;
const TEXTS = [
  'model',
  'orientation',
  'lots',
  'bathrooms',
  'tower',
  'crm_id',
  'id_crm_movendo',
  'type',
] as const;

/**
 * Checked input as column values: only keys that were sent; numerics as exact text; a null flag
 * means "unchanged" (the columns are not nullable).
 */
function columnsOf(input: PropertyEdit): Columns {
  const columns: Columns = {};
  for (const key of MONEY_AND_AREAS) {
    const value = input[key];
    if (value !== undefined) columns[key] = value === null ? null : value.toFixed(2);
  }
  for (const key of FLAGS) {
    const value = input[key];
    if (value != null) columns[key] = value;
  }
  for (const key of TEXTS) {
    const value = input[key];
    if (value !== undefined) columns[key] = value;
  }
  if (input.identifier !== undefined) columns.identifier = input.identifier;
  if (input.price !== undefined) columns.price = input.price.toFixed(2);
  if (input.floor !== undefined) columns.floor = input.floor;
  if (input.bedrooms !== undefined) columns.bedrooms = input.bedrooms;
  return columns;
}

/** The unique index also answers a race that slipped past the check. */
function isIdentifierClash(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  const text = String(cause instanceof Error ? cause.message : cause);
  return text.includes('properties_identifier_uq');
}

async function withClash<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isIdentifierClash(error)) throw identifierConflict();
    throw error;
  }
}

export async function createProperty(ctx: GraphQLContext, args: MutationCreatePropertyArgs) {
  const input = parseInput(propertyCreateSchema, args);
  const { row, agencyId } = await withClash(() =>
    ctx.db.transaction(async (tx) => {
      const project = await requireProject(ctx, tx, input.project_id, { lock: true });
      await assertIdentifierFree(tx, project.id, input.identifier);
      const inserted = await insertProperty(tx, {
        ...columnsOf(input),
        project_id: project.id,
        identifier: input.identifier,
        price: input.price.toFixed(2),
      });
      if (!inserted) throw new Error('insert properties returned nothing');
      await setComplements(tx, inserted.id, project.id, input);
      const links = await complementIdsOf(tx, inserted.id);
      await auditUnit(ctx, tx, 'property', inserted.id, 'created', null, {
        ...unitSnapshot(inserted),
        ...links,
      });
      return { row: inserted, agencyId: project.real_state_agency_id };
    }),
  );
  await announceUnits(
    ctx,
    [{ type: 'property', action: 'created', id: row.id, projectId: row.project_id }],
    agencyId,
  );
  return row;
}

export async function editProperty(ctx: GraphQLContext, args: MutationEditPropertyArgs) {
  const input = parseInput(propertyEditSchema, args);
  const after = await withClash(() =>
    ctx.db.transaction(async (tx) => {
      const before = await requireUnit(ctx, tx, 'property', args.id, true);
      if (input.identifier !== undefined && input.identifier !== before.identifier) {
        await assertIdentifierFree(tx, before.project_id, input.identifier, before.id);
      }
      const linksBefore = await complementIdsOf(tx, before.id);
      const columns = columnsOf(input);
      if (Object.keys(columns).length) {
        await updateProperty(tx, before.id, columns);
      }
      await setComplements(tx, before.id, before.project_id, input);
      const row = await findUnit(tx, 'property', before.id);
      if (!row) throw new Error('the edited property vanished');
      const old = { ...unitSnapshot(before), ...linksBefore };
      const now = { ...unitSnapshot(row), ...(await complementIdsOf(tx, before.id)) };
      await auditUnit(ctx, tx, 'property', before.id, 'updated', old, now);
      return row;
    }),
  );
  await announceUnits(
    ctx,
    [{ type: 'property', action: 'updated', id: after.id, projectId: after.project_id }],
    after.agency_id,
  );
  return after;
}

/** Soft delete, refused while a booking request or a promise request points at the home. */
export async function removeProperty(
  ctx: GraphQLContext,
  propertyId: string,
): Promise<PropertyRow> {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await requireUnit(ctx, tx, 'property', propertyId, true);
    const linked = await propertyLinks(tx, row.id);
    if (linked?.booking || linked?.promise) throw appError('CONFLICT', removeRefused);
    await softDeleteProperty(tx, row.id);
    await auditUnit(ctx, tx, 'property', row.id, 'deleted', unitSnapshot(row), null);
    return row;
  });
  await announceUnits(
    ctx,
    [{ type: 'property', action: 'deleted', id: removed.id, projectId: removed.project_id }],
    removed.agency_id,
  );
  return removed;
}
