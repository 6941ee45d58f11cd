import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../context';
import { findProjectsOfAgencies } from './agencies.repository';

type ProjectRows = Awaited<ReturnType<typeof findProjectsOfAgencies>>;

// One loader per request, kept beside the context (a WeakMap, so the foundation's context type
// stays as it is and nothing outlives the request): a page of agencies costs one projects query.
const loaders = new WeakMap<GraphQLContext, DataLoader<number, ProjectRows>>();

export function agencyProjectsLoader(ctx: GraphQLContext): DataLoader<number, ProjectRows> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<number, ProjectRows>(async (ids) => {
      const rows = await findProjectsOfAgencies(ctx.db, ids);
      return ids.map((id) => rows.filter((row) => row.real_state_agency_id === id));
    });
    loaders.set(ctx, loader);
  }
  return loader;
}
