import type {
  ModelsAndTowers,
  QueryTablepropertieArgs,
  TablePropertie,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { parseId, requireViewer, pageInfo, pageWindow } from '../../kernel';
import { projectIdOf, projectScope, requireProject } from '../projects';
import {
  countSummaryGroups,
  findModelsAndTowers,
  findSummaryGroups,
  summaryCondition,
} from './units.summary.repository';

// The home summary (`tablepropertie`): one row per unit model of each project the viewer may see,
// with the sales counts of that model's homes (units.summary.repository.ts). And the model/tower
// options of the units filters.

export const SUMMARY_PER_PAGE = 50;
const NO_MODEL = 'Sin modelo';
const agencyNotFound = 'La inmobiliaria no existe.';

export async function summaryPage(ctx: GraphQLContext, args: QueryTablepropertieArgs) {
  const viewer = requireViewer(ctx);
  const { page: current, offset, limit } = pageWindow(args.page, SUMMARY_PER_PAGE);
  const project = args.project_id?.trim() ? projectIdOf(args.project_id) : undefined;
  const agency = args.real_state_agency?.trim()
    ? parseId(args.real_state_agency, agencyNotFound)
    : undefined;
  const scope = projectScope.condition(viewer);
  const where = summaryCondition(scope, project, agency);
  const rows = await findSummaryGroups(ctx.db, where, limit, offset);
  // Past the last page the window count is gone with the rows: count the groups alone.
  const total = rows[0]?.total ?? (current > 1 ? await countSummaryGroups(ctx.db, where) : 0);
  const data: TablePropertie[] = rows.map(({ total: _total, ...row }) => ({
    ...row,
    project_id: String(row.project_id),
    model: row.model || NO_MODEL,
  }));
  return { data, ...pageInfo(total, current, SUMMARY_PER_PAGE, data.length) };
}

/** The distinct models and towers of a project's live homes, by name. */
export async function modelsAndTowers(
  ctx: GraphQLContext,
  projectId: string,
): Promise<ModelsAndTowers> {
  const project = await requireProject(ctx, ctx.db, projectId);
  const [models, towers] = await findModelsAndTowers(ctx.db, project.id);
  const names = (rows: { name: string | null }[]) =>
    rows.flatMap((row) => (row.name ? [row.name] : []));
  return { models: names(models), towers: names(towers) };
}
