import type {
  MutationCreateRealStateAgencyArgs,
  MutationEditRealStateAgencyArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { agencyCreateSchema, agencyEditSchema } from '../../../shared/schemas/agencies';
import { writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import { appError } from '../../kernel';
import { fileStorageFor } from '../../storage';
import { readAgencyImages, removeFiles, storeImages } from './agencies.media.service';
import {
  findAgency,
  insertAgency,
  lockAgency,
  replaceMedia,
  setRestriction,
  updateAgency,
  type AgencyRecord,
} from './agencies.repository';
import {
  agencyById,
  agencyIdOf,
  agencyNotFound,
  announce,
  auditSnapshot,
  auditUpdate,
  parseInput,
  requireViewer,
} from './agencies.service';

const withoutNulls = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));

/**
 * `createRealStateAgency`: fields and images are checked first (a refused one changes nothing),
 * the images are stored, then the agency, its plan restriction, its media rows and the audit row
 * commit together. If the transaction fails, the stored images are removed again.
 */
export async function createAgency(
  ctx: GraphQLContext,
  args: MutationCreateRealStateAgencyArgs,
): Promise<AgencyRecord> {
  const viewer = requireViewer(ctx);
  const { restriction_quantity, orden, ...fields } = parseInput(agencyCreateSchema, args);
  const storage = fileStorageFor(ctx.config);
  const stored = await storeImages(storage, await readAgencyImages(args));
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const row = await insertAgency(tx, { ...fields, orden: orden ?? 0 });
      if (restriction_quantity != null) await setRestriction(tx, row.id, restriction_quantity);
      for (const media of stored) await replaceMedia(tx, row.id, media);
      const created = await findAgency(tx, row.id);
      await writeAudit(tx, {
        userId: viewer.id,
        event: 'created',
        auditableType: 'RealStateAgency',
        auditableId: row.id,
        newValues: created ? withoutNulls(auditSnapshot(created)) : {},
        ip: ctx.ip,
      });
      return row.id;
    });
  } catch (error) {
    await removeFiles(
      storage,
      stored.map((media) => media.path),
    );
    throw error;
  }
  await announce(ctx, id, 'created');
  return agencyById(ctx, String(id));
}

/**
 * `editRealStateAgency`: like create; a sent image replaces the slot's previous one, whose file
 * is removed only after the commit. Left-out optional fields keep their value, null clears them;
 * `restriction_quantity: null` removes the plan restriction.
 */
export async function editAgency(
  ctx: GraphQLContext,
  args: MutationEditRealStateAgencyArgs,
): Promise<AgencyRecord> {
  requireViewer(ctx);
  const agencyId = agencyIdOf(args.agency_id);
  const { restriction_quantity, orden, ...fields } = parseInput(agencyEditSchema, args);
  const storage = fileStorageFor(ctx.config);
  const stored = await storeImages(storage, await readAgencyImages(args));
  let replaced: string[];
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      const before = await lockAgency(tx, agencyId);
      if (!before) throw appError('NOT_FOUND', agencyNotFound);
      await updateAgency(tx, agencyId, { ...fields, orden: orden ?? undefined });
      if (restriction_quantity !== undefined) {
        await setRestriction(tx, agencyId, restriction_quantity);
      }
      const old: string[] = [];
      for (const media of stored) old.push(...(await replaceMedia(tx, agencyId, media)));
      await auditUpdate(ctx, tx, before);
      return old;
    });
  } catch (error) {
    await removeFiles(
      storage,
      stored.map((media) => media.path),
    );
    throw error;
  }
  await removeFiles(storage, replaced);
  await announce(ctx, agencyId, 'updated');
  return agencyById(ctx, String(agencyId));
}
