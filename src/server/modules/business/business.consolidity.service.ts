import type {
  ConsolidityRow,
  QueryConsolidityArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { filterRange } from '../exports';
import { salesProjects } from '../quotations';
import { leadsByOrigin } from './business.consolidity.repository';

// consolidity: where the period's leads came from (quotations and project contact forms, by the
// origin the public site recorded; «sin origen» without one). Agency-scoped roles count only
// their projects' leads.

/** Rows by origin, largest total first (ties by origin); percentages of the period's leads. */
export async function consolidity(
  ctx: GraphQLContext,
  args: QueryConsolidityArgs,
): Promise<ConsolidityRow[]> {
  const [from, to] = filterRange(args.date_ini, args.date_end, ['date_ini', 'date_end']);
  const projects = await salesProjects(ctx, {});
  if (projects.ids.length === 0) return [];
  const rows = await leadsByOrigin(ctx.db, projects, from, to);
  const all = rows.reduce((sum, r) => sum + r.quotations + r.contacts, 0);
  return rows
    .map((r) => {
      const total = r.quotations + r.contacts;
      return { ...r, total, percentage: Math.round((total * 10_000) / all) / 100 };
    })
    .sort((a, b) => b.total - a.total || a.origin.localeCompare(b.origin, 'es'));
}
