import type { GraphQLContext } from '../../context';
import { groupedBy, indexedBy, perRequest, perRequestValue } from '../../kernel';
import { primeQuotedHomes } from '../sales-common';
import { rowsOf, type ProspectRow } from './business.board.repository';
import {
  findHistories,
  findPipelines,
  findProspectQuotations,
  findRukans,
  findStages,
  findUsers,
  type PipelineRow,
  type StageRow,
} from './business.repository';

// Per-request loaders of the business module: a board or list page costs one query per relation
// whatever its size. The board and the list prime prospectById with their rows.

export const prospectById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await rowsOf(ctx.db, ids), (row: ProspectRow) => row.id),
);

// Stages and pipelines are a handful of rows: one query reads them all once per request, unless
// a statement of the request read them already (primeStages).
const requestStages = perRequestValue((): { rows?: Promise<StageRow[]> } => ({}));

export function allStages(ctx: GraphQLContext): Promise<StageRow[]> {
  const kept = requestStages(ctx);
  kept.rows ??= findStages(ctx.db);
  return kept.rows;
}

/** Every stage, as a statement of the request read them (prospect details). */
export function primeStages(ctx: GraphQLContext, rows: StageRow[]): void {
  requestStages(ctx).rows ??= Promise.resolve(rows);
}

export const allPipelines: (ctx: GraphQLContext) => Promise<PipelineRow[]> = perRequestValue(
  (ctx) => findPipelines(ctx.db),
);

export async function stageById(ctx: GraphQLContext, id: number): Promise<StageRow | null> {
  return (await allStages(ctx)).find((stage) => stage.id === id) ?? null;
}

export const historyOf = perRequest(async (ctx, ids: readonly number[]) =>
  groupedBy(ids, await findHistories(ctx.db, ids), (row) => row.prospect_id),
);

/** Each prospect's quotations; their quoted homes, read in the same query, prime their loaders. */
export const quotationsOf = perRequest(async (ctx, ids: readonly number[]) => {
  const found = await findProspectQuotations(ctx.db, ids);
  const links = new Map<number, (typeof found)[number]>();
  const homes = new Map<number, typeof found>();
  for (const row of found) {
    if (!links.has(row.link.id)) links.set(row.link.id, row);
    // A quotation linked to two prospects comes twice: primeQuotedHomes keeps each home once.
    homes.set(row.quotation.id, [...(homes.get(row.quotation.id) ?? []), row]);
  }
  for (const [quotationId, quoted] of homes) primeQuotedHomes(ctx, quotationId, quoted);
  return groupedBy(ids, [...links.values()], (row) => row.link.prospect_id);
});

export const rukanOfCustomer = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findRukans(ctx.db, ids), (row) => row.customer_id),
);

/** The authors of stage moves, as the users module reads a user (roles and links included). */
export const moverById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findUsers(ctx.db, ids), (row) => row.id),
);
