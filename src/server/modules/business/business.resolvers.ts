import type { Project, Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { perRequestValue } from '../../kernel';
import { toPreapproval, preapprovalById } from '../preapprovals';
import { toProject, type ProjectRow } from '../projects';
import { toQuotation } from '../quotations';
import { customerById, toCustomer } from '../sales-common';
import { unitLoaders } from '../units';
import { toUser } from '../users';
import { consolidity } from './business.consolidity.service';
import {
  crossAgencyDuplicates,
  duplicateCountOf,
  duplicatesOf,
} from './business.duplicates.service';
import { MERGE_UNDO_SECONDS, mergeProspects, unmergeProspects } from './business.merge.service';
import {
  allPipelines,
  allStages,
  historyOf,
  moverById,
  prospectById,
  quotationsOf,
  stageById,
} from './business.loaders';
import { cardShape } from './business.board-shape.repository';
import { toPipeline, toProspect, toStage } from './business.mappers';
import { moveProspect } from './business.move.service';
import { boardColumns, prospectPage } from './business.query.service';
import { rukanOfProspect } from './business.rukan.service';

// The business board, list, details, move and consolidity (business.graphql). Each relation of a
// prospect is a field resolver over per-request loaders keyed by the prospect's id; the page that
// built the prospect primed its row, so a board of 140 cards costs one query per relation.

const rowOf = (ctx: GraphQLContext, id: string) => prospectById(ctx).load(Number(id));

// A board of 140 cards names some 40 projects: each loaded row is mapped once, not once per card
// (mapping a 65-column row was a large share of the board's JavaScript time). The rows
// belong to the request's loader, so the memo is the request's too.
const mappedProjects = perRequestValue(() => new Map<ProjectRow, Project>());
const projectOf = (ctx: GraphQLContext, row: ProjectRow): Project => {
  const known = mappedProjects(ctx).get(row);
  if (known) return known;
  const project = toProject(row);
  mappedProjects(ctx).set(row, project);
  return project;
};

const stageOf = async (ctx: GraphQLContext, id: number | null) => {
  const row = id === null ? null : await stageById(ctx, id);
  return row ? toStage(row) : null;
};

export const businessResolvers: Resolvers<GraphQLContext> = {
  Query: {
    prospects: async (_parent, args, ctx) => {
      const { rows, ...page } = await prospectPage(ctx, args);
      return { ...page, data: rows.map(toProspect) };
    },
    prospectspertypequery: async (_parent, args, ctx, info) => {
      const columns = await boardColumns(ctx, args, cardShape(info));
      return {
        paginate_totals: columns.map((column) => ({
          id: String(column.stageId),
          info: column.info,
          data: column.data,
        })),
      };
    },
    pipelines: async (_parent, _args, ctx) => {
      const [pipelines, stages] = await Promise.all([allPipelines(ctx), allStages(ctx)]);
      return pipelines.map((pipeline) => toPipeline(pipeline, stages));
    },
    consolidity: (_parent, args, ctx) => consolidity(ctx, args),
    prospectduplicates: (_parent, args, ctx) => crossAgencyDuplicates(ctx, args.page),
  },
  Mutation: {
    editProspect: async (_parent, args, ctx) => {
      const row = await moveProspect(ctx, args);
      prospectById(ctx).clear(row.id).prime(row.id, row);
      return toProspect(row);
    },
    mergeProspects: async (_parent, args, ctx) => {
      const { merge, kept } = await mergeProspects(ctx, args);
      prospectById(ctx).clear(kept.id).prime(kept.id, kept);
      const until = new Date(merge.created_at.getTime() + MERGE_UNDO_SECONDS * 1000);
      return {
        id: String(merge.id),
        merged_id: String(merge.merged_id),
        undo_until: until.toISOString(),
        kept: toProspect(kept),
      };
    },
    unmergeProspects: async (_parent, args, ctx) => {
      const rows = await unmergeProspects(ctx, args);
      for (const row of rows) prospectById(ctx).clear(row.id).prime(row.id, row);
      return rows.map(toProspect);
    },
  },
  // A card of the board's json page comes with its relations (undefined: not set, load them).
  Prospect: {
    pipelinestage: async (prospect, _args, ctx) => {
      if (prospect.pipelinestage !== undefined) return prospect.pipelinestage;
      const row = await rowOf(ctx, prospect.id);
      return row ? stageOf(ctx, row.pipeline_stage_id) : null;
    },
    customer: async (prospect, _args, ctx) => {
      if (prospect.customer !== undefined) return prospect.customer;
      const row = await rowOf(ctx, prospect.id);
      const customer = row ? await customerById(ctx).load(row.customer_id) : null;
      return customer ? toCustomer(customer) : null;
    },
    project: async (prospect, _args, ctx) => {
      if (prospect.project !== undefined) return prospect.project;
      const row = await rowOf(ctx, prospect.id);
      const project = row ? await unitLoaders(ctx).project.load(row.project_id) : null;
      return project ? projectOf(ctx, project) : null;
    },
    prospectapproval: async (prospect, _args, ctx) => {
      if (prospect.prospectapproval !== undefined) return prospect.prospectapproval;
      const row = await rowOf(ctx, prospect.id);
      const found = row?.preapproval_id
        ? await preapprovalById(ctx).load(row.preapproval_id)
        : null;
      return found ? { id: String(found.id), status: found.status, preapproval: toPreapproval(found) } : null; // prettier-ignore
    },
    prospectquotation: async (prospect, _args, ctx) =>
      (await quotationsOf(ctx).load(Number(prospect.id))).map(({ link, quotation }) => ({
        id: String(link.id),
        quotation: toQuotation(quotation),
      })),
    history: async (prospect, _args, ctx) => {
      const moves = await historyOf(ctx).load(Number(prospect.id));
      return Promise.all(
        moves.map(async (move) => {
          const to = await stageOf(ctx, move.to_stage_id);
          // A stage named by a move cannot be removed (restrict): a missing one is a bug.
          if (!to) throw new Error(`stage ${move.to_stage_id} of a move is missing`);
          return {
            id: String(move.id),
            created_at: move.created_at.toISOString(),
            description: move.description,
            from_stage: await stageOf(ctx, move.from_stage_id),
            to_stage: to,
            row: move,
          };
        }),
      );
    },
    rukan: (prospect, _args, ctx) => rukanOfProspect(ctx, Number(prospect.id)),
    duplicate_count: (prospect, _args, ctx) => duplicateCountOf(ctx).load(Number(prospect.id)),
    duplicates: async (prospect, _args, ctx) =>
      (await duplicatesOf(ctx).load(Number(prospect.id))).map(toProspect),
  },
  ProspectStageMove: {
    user: async (move, _args, ctx) => {
      const id = move.row.user_id;
      const user = id ? await moverById(ctx).load(id) : null;
      return user ? toUser(user) : null;
    },
  },
  PipelineStage: {
    pipeline: async (stage, _args, ctx) => {
      const [pipelines, stages] = await Promise.all([allPipelines(ctx), allStages(ctx)]);
      const row = pipelines.find((p) => String(p.id) === stage.pipeline_id);
      return row ? toPipeline(row, stages) : null;
    },
  },
};
