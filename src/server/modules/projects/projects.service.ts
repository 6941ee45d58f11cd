import type { SQL } from 'drizzle-orm';
import type { QueryProjectsArgs } from '../../../../graphql/generated/server/resolvers-types';
import { writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { RecordChangeEvent } from '../realtime';
import {
  requireViewer,
  announce as announceRecords,
  pageInfo,
  pageWindow,
  parseSort,
} from '../../kernel';
import type { ProjectRow } from './projects.row.service';
import { requireProject } from './projects.scope.service';
import {
  projectListCondition,
  projectScope,
  type ProjectListFilter,
} from './projects.scope.repository';
import {
  listProjects,
  projectSorts,
  updateProjectFlags,
  type ProjectFlags,
} from './projects.repository';

export const PROJECTS_PER_PAGE = 15;

const positiveId = (text: string) => (/^[1-9]\d{0,9}$/.test(text.trim()) ? Number(text) : null);

/**
 * The /projects page: live projects the viewer may see, filtered by agency ('' = all) and ids.
 * One id is the editor, audits or webhooks page opening a project by URL: a removed or unknown
 * one is NOT_FOUND and another agency's FORBIDDEN (the SPA shows /error-403), not an empty page.
 */
export async function projectPage(ctx: GraphQLContext, args: QueryProjectsArgs) {
  const sort = parseSort(args.sort, projectSorts);
  const where = await projectListWhere(ctx, args);
  const { page, offset, limit } = pageWindow(args.page, PROJECTS_PER_PAGE);
  const { rows, total } = await listProjects(ctx.db, where, offset, limit, sort);
  return { rows, ...pageInfo(total, page, PROJECTS_PER_PAGE, rows.length) };
}

/** The filter of the /projects page, also the one of Proyectos.xlsx (GET /api/excelProjects). */
export async function projectListWhere(
  ctx: GraphQLContext,
  args: Pick<QueryProjectsArgs, 'project_id' | 'real_state_agency'>,
): Promise<SQL | undefined> {
  const viewer = requireViewer(ctx);
  const ids = args.project_id ?? [];
  if (ids.length === 1 && ids[0] !== undefined) await requireProject(ctx, ctx.db, ids[0]);
  const scope = projectScope.condition(viewer);
  const filter: ProjectListFilter = {};
  if (ids.length) filter.ids = ids.flatMap((id) => positiveId(String(id)) ?? []);
  const agency = args.real_state_agency?.trim() ?? '';
  if (agency) filter.agencyId = positiveId(agency);
  return projectListCondition(scope, filter);
}

/** After commit: open lists refresh. A lost notification must not fail a committed change. */
async function announce(ctx: GraphQLContext, row: ProjectRow, action: 'updated' | 'deleted') {
  const change: RecordChangeEvent = {
    type: 'project',
    action,
    id: String(row.id),
    project_id: String(row.id),
    agency_id: String(row.real_state_agency_id),
  };
  await announceRecords(ctx, [change]);
}

function columnOf(row: ProjectRow, key: string): unknown {
  return Object.entries(row).find(([name]) => name === key)?.[1];
}

/**
 * removeProject, editVisibleProject and editProjectImportant: one column of a project the viewer
 * may work on, locked, changed and audited in one transaction.
 */
export async function setProjectFlag(
  ctx: GraphQLContext,
  projectId: string,
  flag: ProjectFlags,
  event: 'updated' | 'deleted',
): Promise<ProjectRow> {
  const viewer = requireViewer(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await requireProject(ctx, tx, projectId, { lock: true });
    const after = await updateProjectFlags(tx, before.id, flag);
    // Only the columns this mutation sets: the flag's old and new value, or deleted_at.
    const pick = (source: ProjectRow) =>
      Object.fromEntries(Object.keys(flag).map((key) => [key, columnOf(source, key)]));
    await writeAudit(tx, {
      userId: viewer.id,
      event,
      auditableType: 'Project',
      auditableId: before.id,
      oldValues: pick(before),
      newValues: pick(after),
      ip: ctx.ip,
    });
    return after;
  });
  await announce(ctx, row, event);
  return row;
}
