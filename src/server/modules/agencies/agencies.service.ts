import { isAgencyScoped } from '../../../shared/access';
import { diffValues, writeAudit, type AuditValues } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  announce as announceRecords,
  appError,
  pageInfo,
  pageWindow,
  parseInput,
  requireViewer,
  parseSort,
} from '../../kernel';
import { subjectOf } from '../../graphql/authorize';
import type { RecordChangeEvent } from '../realtime';
import {
  agencySorts,
  findAgency,
  listAgencies,
  listVisibleAgencies,
  lockAgency,
  updateAgency,
  type AgencyColumns,
  type AgencyRecord,
} from './agencies.repository';

export const AGENCIES_PER_PAGE = 15;
export { parseInput, requireViewer };

export const agencyNotFound = 'La inmobiliaria no existe.';

/** An ID argument as a row id; anything else names no agency. */
export function agencyIdOf(id: string): number {
  const n = /^\d{1,9}$/.test(id.trim()) ? Number(id) : 0;
  if (n < 1) throw appError('NOT_FOUND', agencyNotFound);
  return n;
}

export async function agencyPage(
  ctx: GraphQLContext,
  asked: number | null | undefined,
  sortArg?: string | null,
) {
  const sort = parseSort(sortArg, agencySorts);
  const { page, offset, limit } = pageWindow(asked, AGENCIES_PER_PAGE);
  const { rows, total } = await listAgencies(ctx.db, offset, limit, sort);
  return pageOf(rows, total, page);
}

/** The paginator of the contract (pagination.graphql) around `rows`. */
export function pageOf(rows: AgencyRecord[], total: number, current: number) {
  return { rows, ...pageInfo(total, current, AGENCIES_PER_PAGE, rows.length) };
}

export async function agencyById(ctx: GraphQLContext, id: string): Promise<AgencyRecord> {
  const record = await findAgency(ctx.db, agencyIdOf(id));
  if (!record) throw appError('NOT_FOUND', agencyNotFound);
  return record;
}

/** Visible agencies by name; agency-scoped roles get only theirs. */
export function agencyOptions(ctx: GraphQLContext) {
  const viewer = requireViewer(ctx);
  const scoped = isAgencyScoped(subjectOf(viewer));
  if (scoped && viewer.agencyIds.length === 0) return Promise.resolve([]);
  return listVisibleAgencies(ctx.db, scoped ? viewer.agencyIds : undefined);
}

/** What an audit row shows of an agency: its fields, plan quantity and media file names. */
export function auditSnapshot(record: AgencyRecord): AuditValues {
  const fileOf = (slot: string) => record.medias.find((m) => m.collection === slot)?.file_name;
  return {
    name: record.name,
    official_name: record.official_name,
    representative: record.representative,
    address: record.address,
    phone: record.phone,
    email: record.email,
    description: record.description,
    url_site: record.url_site,
    orden: record.orden,
    visible: record.visible,
    important: record.important,
    restriction_quantity: record.restriction?.quantity ?? null,
    logo: fileOf('logo') ?? null,
    cover_page: fileOf('cover_page') ?? null,
  };
}

/** Writes the 'updated' audit of `before` → current state, when something changed. */
export async function auditUpdate(ctx: GraphQLContext, tx: Tx, before: AgencyRecord) {
  const after = await findAgency(tx, before.id);
  const diff = diffValues(auditSnapshot(before), after ? auditSnapshot(after) : {});
  if (Object.keys(diff.new).length === 0) return;
  await writeAudit(tx, {
    userId: requireViewer(ctx).id,
    event: 'updated',
    auditableType: 'RealStateAgency',
    auditableId: before.id,
    oldValues: diff.old,
    newValues: diff.new,
    ip: ctx.ip,
  });
}

/** After commit: open lists refresh. A lost notification must not fail a committed change. */
export async function announce(ctx: GraphQLContext, id: number, action: 'created' | 'updated') {
  const change: RecordChangeEvent = {
    type: 'agency',
    action,
    id: String(id),
    project_id: null,
    agency_id: String(id),
  };
  await announceRecords(ctx, [change]);
}

/** `deleteAgency` (hide or show) and `editRealstateAgencyImportant`: one flag, audited. */
export async function setAgencyFlag(
  ctx: GraphQLContext,
  id: string,
  flag: Pick<AgencyColumns, 'visible' | 'important'>,
): Promise<AgencyRecord> {
  requireViewer(ctx);
  const agencyId = agencyIdOf(id);
  await ctx.db.transaction(async (tx) => {
    const before = await lockAgency(tx, agencyId);
    if (!before) throw appError('NOT_FOUND', agencyNotFound);
    await updateAgency(tx, agencyId, flag);
    await auditUpdate(ctx, tx, before);
  });
  await announce(ctx, agencyId, 'updated');
  return agencyById(ctx, id);
}
