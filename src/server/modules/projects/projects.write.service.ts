import type {
  MutationCreateProjectArgs,
  MutationEditProjectArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import {
  projectCreateSchema,
  projectEditSchema,
  projectMessages,
  type ProjectCreate,
  type ProjectEdit,
} from '../../../shared/schemas/projects';
import { diffValues, writeAudit } from '../../audit/audit';
import type { GraphQLContext, Viewer } from '../../context';
import { announce as announceRecords, appError, parseInput, requireViewer } from '../../kernel';
import type { RecordChangeEvent } from '../realtime';
import {
  agencyForCreate,
  agencyForEdit,
  checkReferences,
  slugConflict,
  slugFor,
} from './projects.input.repository';
import { insertProject, updateProject } from './projects.repository';
import type { ProjectRow } from './projects.row.service';
import { requireProject } from './projects.scope.service';
import { readProjectUploads } from './projects.uploads.service';
import { removeReplacedFiles, withStoredUploads } from './projects.uploads-store.service';
import { projectSnapshot, withoutEmpty } from './projects.write-audit.repository';
import { writeParts } from './projects.write-parts.service';

// createProject / editProject (spec §3, §5): checked first (fields, access, files by content),
// files stored, then the row, its lists and one audit row commit together. A refused or failed
// call removes the files it stored; files it replaced go only after the commit.

/** The projects columns among the parsed arguments (numerics as text, exactly as stored). */
function columnsOf<T extends ProjectCreate | Omit<ProjectEdit, 'id'>>(input: T) {
  const {
    real_state_agency_id: _agency,
    slug: _slug,
    executives: _e,
    contact_emails: _c,
    subsidies: _s,
    relatedprojects: _r,
    projectadditional: _p,
    sell_subsidies: _ss,
    api_key: _ak,
    secret_key: _sk,
    nube360_url: _n,
    tour360_url: _t,
    price_from,
    area_from,
    reserve_amount,
    ...columns
  } = input;
  return {
    ...columns,
    price_from: String(price_from),
    area_from: String(area_from),
    reserve_amount: reserve_amount == null ? reserve_amount : String(reserve_amount),
  };
}

/** Only Admin may set payment keys (spec §9); anyone else sending one changes nothing. */
function assertMaySetKeys(viewer: Viewer, input: { api_key?: string; secret_key?: string }) {
  if ((input.api_key || input.secret_key) && viewer.role !== 'Admin') {
    throw appError('FORBIDDEN', projectMessages.paymentKeysAdminOnly);
  }
}

const isSlugViolation = (error: unknown): boolean => {
  const text = (value: unknown) => (value instanceof Error ? value.message : '');
  const cause = error instanceof Error ? error.cause : null;
  return [text(error), text(cause)].some((message) => message.includes('projects_slug_uq'));
};

async function announce(ctx: GraphQLContext, row: ProjectRow, action: 'created' | 'updated') {
  const change: RecordChangeEvent = {
    type: 'project',
    action,
    id: String(row.id),
    project_id: String(row.id),
    agency_id: String(row.real_state_agency_id),
  };
  await announceRecords(ctx, [change]);
}

export async function createProject(
  ctx: GraphQLContext,
  args: MutationCreateProjectArgs,
): Promise<ProjectRow> {
  const viewer = requireViewer(ctx);
  const input = parseInput(projectCreateSchema, args);
  assertMaySetKeys(viewer, input);
  const agencyId = agencyForCreate(viewer, input.real_state_agency_id);
  const uploads = await readProjectUploads(args);
  const row = await withStoredUploads(ctx, uploads, (stored) =>
    ctx.db.transaction(async (tx) => {
      await checkReferences(tx, viewer, { ...input, real_state_agency_id: agencyId }, null);
      const slug = (await slugFor(tx, input.slug, input.name, null)) ?? 'proyecto';
      const created = await insertProject(tx, {
        ...columnsOf(input),
        real_state_agency_id: agencyId,
        slug,
      });
      if (!created) throw new Error('insert projects returned nothing');
      const { keys } = await writeParts(
        tx,
        created.id,
        input,
        stored,
        ctx.config.paymentKeysSecret,
      );
      await writeAudit(tx, {
        userId: viewer.id,
        event: 'created',
        auditableType: 'Project',
        auditableId: created.id,
        newValues: { ...withoutEmpty(await projectSnapshot(tx, created.id)), ...keys },
        ip: ctx.ip,
      });
      return created;
    }),
  ).catch((error: unknown) => {
    throw isSlugViolation(error) ? slugConflict() : error;
  });
  await announce(ctx, row, 'created');
  return row;
}

export async function editProject(
  ctx: GraphQLContext,
  args: MutationEditProjectArgs,
): Promise<ProjectRow> {
  const viewer = requireViewer(ctx);
  const input = parseInput(projectEditSchema, args);
  assertMaySetKeys(viewer, input);
  const uploads = await readProjectUploads(args);
  const { row, replaced } = await withStoredUploads(ctx, uploads, (stored) =>
    ctx.db.transaction(async (tx) => {
      const before = await requireProject(ctx, tx, input.id, { lock: true });
      const agencyId = agencyForEdit(
        viewer,
        before.real_state_agency_id,
        input.real_state_agency_id,
      );
      const old = await projectSnapshot(tx, before.id);
      await checkReferences(tx, viewer, { ...input, real_state_agency_id: agencyId }, before.id);
      const slug = await slugFor(tx, input.slug, input.name ?? before.name, before.id);
      const { id: _id, ...fields } = input;
      const updated = await updateProject(tx, before.id, {
        ...columnsOf(fields),
        real_state_agency_id: agencyId,
        slug,
        updated_at: new Date(),
      });
      if (!updated) throw new Error(`update projects ${before.id} returned nothing`);
      const parts = await writeParts(tx, before.id, input, stored, ctx.config.paymentKeysSecret);
      const diff = diffValues(old, await projectSnapshot(tx, before.id));
      const newValues = { ...diff.new, ...parts.keys };
      if (Object.keys(newValues).length) {
        await writeAudit(tx, {
          userId: viewer.id,
          event: 'updated',
          auditableType: 'Project',
          auditableId: before.id,
          oldValues: diff.old,
          newValues,
          ip: ctx.ip,
        });
      }
      return { row: updated, replaced: parts.replaced };
    }),
  ).catch((error: unknown) => {
    throw isSlugViolation(error) ? slugConflict() : error;
  });
  await removeReplacedFiles(ctx, replaced);
  await announce(ctx, row, 'updated');
  return row;
}
