import { and, asc, desc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { GraphQLContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { statementOnce } from '../../db/prepared';
import {
  audits,
  codebtors,
  customers,
  parkingLots,
  pipelineStages,
  PROSPECT_CRITICALITIES,
  PROSPECT_STATUSES,
  preapprovals,
  pipelines,
  projects,
  properties,
  propertyQuotations,
  prospectQuotations,
  prospectStageHistories,
  prospects,
  quotations,
  rukans,
  subsidyTypes,
  users,
  warehouses,
} from '../../db/schema';
import { appError, parseId, requireViewer } from '../../kernel';
import { canSeeProject, projectScope, type ScopeValues } from '../projects';
import { findUserPage } from '../users';
import type { ProspectRow } from './business.board.repository';

export type StageRow = typeof pipelineStages.$inferSelect;
export type PipelineRow = typeof pipelines.$inferSelect;
export type HistoryRow = typeof prospectStageHistories.$inferSelect;
export type RukanRow = typeof rukans.$inferSelect;

export const prospectMessages = {
  notFound: 'El negocio no existe.',
  forbidden: 'No tienes acceso a este negocio.',
};

export type LocatedProspect = ProspectRow & { agency_id: number };

/**
 * A prospect of a live project the viewer may see: NOT_FOUND when missing (or its project was
 * removed), FORBIDDEN when another agency's, as the other sales records answer. With `lock`, its
 * row is locked FOR UPDATE: moves of one prospect wait for each other.
 */
export async function requireProspect(
  ctx: GraphQLContext,
  db: DbOrTx,
  id: string | number,
  lock = false,
): Promise<LocatedProspect> {
  const viewer = requireViewer(ctx);
  const query = db
    .select({ prospect: prospects, agency_id: projects.real_state_agency_id })
    .from(prospects)
    .innerJoin(projects, eq(projects.id, prospects.project_id))
    .where(
      and(eq(prospects.id, parseId(id, prospectMessages.notFound)), isNull(projects.deleted_at)),
    );
  const [row] = lock ? await query.for('update', { of: prospects }) : await query;
  if (!row) throw appError('NOT_FOUND', prospectMessages.notFound);
  if (
    !canSeeProject(viewer, { id: row.prospect.project_id, real_state_agency_id: row.agency_id })
  ) {
    throw appError('FORBIDDEN', prospectMessages.forbidden);
  }
  return { ...row.prospect, agency_id: row.agency_id };
}

const stageJson = z.object({
  id: z.number(),
  pipeline_id: z.number(),
  name: z.string(),
  order: z.number(),
  permanent_stage: z.boolean(),
  outcome: z.enum(['won', 'lost']).nullable(),
});
const historyJson = z.object({
  id: z.number(),
  prospect_id: z.number(),
  from_stage_id: z.number().nullable(),
  to_stage_id: z.number(),
  description: z.string().nullable(),
  user_id: z.number().nullable(),
  created_at: z.string().transform((text) => new Date(text)),
});

const ps = pipelineStages;
const h = prospectStageHistories;
/** Every stage, in findStages' order, as one json array. */
const stagesJson = sql`(select coalesce(json_agg(json_build_object('id', ${ps.id},
    'pipeline_id', ${ps.pipeline_id}, 'name', ${ps.name}, 'order', ${ps.order},
    'permanent_stage', ${ps.permanent_stage}, 'outcome', ${ps.outcome})
  order by ${ps.pipeline_id}, ${ps.order}, ${ps.id}), '[]'::json) from ${ps})`;
/** The prospect's moves, in findHistories' order, as one json array (created_at in UTC ISO). */
const historiesJson = sql`(select coalesce(json_agg(json_build_object('id', ${h.id},
    'prospect_id', ${h.prospect_id}, 'from_stage_id', ${h.from_stage_id},
    'to_stage_id', ${h.to_stage_id}, 'description', ${h.description}, 'user_id', ${h.user_id},
    'created_at', to_char(${h.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  order by ${h.created_at} desc, ${h.id} desc), '[]'::json)
  from ${h} where ${h.prospect_id} = ${prospects.id})`;

const isoUtc = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const dateText = z.string().transform((text) => new Date(text));
const duplicateJson = z.object({
  id: z.number(),
  project_id: z.number(),
  customer_id: z.number(),
  pipeline_stage_id: z.number(),
  criticality: z.enum(PROSPECT_CRITICALITIES),
  status: z.enum(PROSPECT_STATUSES),
  description: z.string().nullable(),
  preapproval_id: z.number().nullable(),
  created_at: dateText,
  updated_at: dateText,
  project_agency_id: z.number().nullable(),
  customer_rut: z.number().nullable(),
});

const dup = alias(prospects, 'dup');
/**
 * The prospect's duplicates by RUT (issue 34) in live projects under `scope`, newest first, as
 * findDuplicates reads them. Inside it "projects" names the duplicate's project.
 */
const duplicatesJson = (scope: SQL) => sql`(select coalesce(json_agg(json_build_object(
    'id', ${dup.id}, 'project_id', ${dup.project_id}, 'customer_id', ${dup.customer_id},
    'pipeline_stage_id', ${dup.pipeline_stage_id}, 'criticality', ${dup.criticality},
    'status', ${dup.status}, 'description', ${dup.description},
    'preapproval_id', ${dup.preapproval_id}, 'created_at', ${isoUtc(dup.created_at)},
    'updated_at', ${isoUtc(dup.updated_at)}, 'project_agency_id', ${dup.project_agency_id},
    'customer_rut', ${dup.customer_rut})
  order by ${dup.created_at} desc, ${dup.id} desc), '[]'::json)
  from ${prospects} as ${sql.identifier('dup')} inner join ${projects} on ${projects.id} = ${dup.project_id}
  where ${dup.project_agency_id} = ${prospects.project_agency_id}
    and ${dup.customer_rut} = ${prospects.customer_rut} and ${dup.id} <> ${prospects.id}
    and ${projects.deleted_at} is null and ${scope})`;

/**
 * A prospect of a live project for its details page, in one statement built once (its id and the
 * viewer's scope are parameters): its project (the scope check), customer with Rukan and
 * co-debtors (one result row per co-debtor, the latest first, at least one), pre-approval with its
 * subsidy type, its moves, every stage and its duplicates under the viewer's projects, which prime
 * their loaders.
 */
const prospectDetails = statementOnce('prospect_details', (db: Db) =>
  db
    .select({
      prospect: prospects,
      project: projects,
      customer: customers,
      rukan: rukans,
      codebtor: codebtors,
      preapproval: preapprovals,
      subsidyType: { id: subsidyTypes.id, name: subsidyTypes.name },
      stages: sql<string>`${stagesJson}::text`,
      histories: sql<string>`${historiesJson}::text`,
      duplicates: sql<string>`${duplicatesJson(projectScope.placeholders())}::text`,
    })
    .from(prospects)
    .innerJoin(projects, eq(projects.id, prospects.project_id))
    .leftJoin(customers, eq(customers.id, prospects.customer_id))
    .leftJoin(rukans, eq(rukans.customer_id, customers.id))
    .leftJoin(codebtors, eq(codebtors.customer_id, customers.id))
    .leftJoin(preapprovals, eq(preapprovals.id, prospects.preapproval_id))
    .leftJoin(subsidyTypes, eq(subsidyTypes.id, preapprovals.subsidy_type_id))
    .where(and(eq(prospects.id, sql.placeholder('id')), isNull(projects.deleted_at)))
    .orderBy(desc(codebtors.id)),
);

export async function findProspectDetails(db: Db, id: number, scope: ScopeValues) {
  const rows = await prospectDetails(db, { id, ...scope });
  const [first] = rows;
  if (!first) return null;
  const stages: StageRow[] = z.array(stageJson).parse(JSON.parse(first.stages));
  const histories: HistoryRow[] = z.array(historyJson).parse(JSON.parse(first.histories));
  const duplicates: ProspectRow[] = z.array(duplicateJson).parse(JSON.parse(first.duplicates));
  return { first, rows, stages, histories, duplicates };
}

/** Every stage of every pipeline, pipelines by id and stages by `order`. */
export const findStages = async (db: DbOrTx): Promise<StageRow[]> =>
  db
    .select()
    .from(pipelineStages)
    .orderBy(asc(pipelineStages.pipeline_id), asc(pipelineStages.order), asc(pipelineStages.id));

// Async: a query builder awaited twice runs twice; the loaders keep this promise for the request.
export const findPipelines = async (db: DbOrTx): Promise<PipelineRow[]> =>
  db.select().from(pipelines).orderBy(asc(pipelines.id));

/** The stage moves of the prospects, newest first. */
export const findHistories = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(prospectStageHistories)
    .where(inArray(prospectStageHistories.prospect_id, [...ids]))
    .orderBy(desc(prospectStageHistories.created_at), desc(prospectStageHistories.id));

/**
 * The prospects' quotations (the link row and the quotation), oldest first, each with its quoted
 * homes and their units: one result row per quoted home (at least one per quotation).
 */
export const findProspectQuotations = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select({
      link: prospectQuotations,
      quotation: quotations,
      quoted: propertyQuotations,
      home: properties,
      warehouse: warehouses,
      parkingLot: parkingLots,
    })
    .from(prospectQuotations)
    .innerJoin(quotations, eq(quotations.id, prospectQuotations.quotation_id))
    .leftJoin(propertyQuotations, eq(propertyQuotations.quotation_id, quotations.id))
    .leftJoin(properties, eq(properties.id, propertyQuotations.property_id))
    .leftJoin(warehouses, eq(warehouses.id, propertyQuotations.warehouse_id))
    .leftJoin(parkingLots, eq(parkingLots.id, propertyQuotations.parking_lot_id))
    .where(inArray(prospectQuotations.prospect_id, [...ids]))
    .orderBy(asc(quotations.created_at), asc(prospectQuotations.id), asc(propertyQuotations.id));

export const findRukans = (db: DbOrTx, customerIds: readonly number[]) =>
  db
    .select()
    .from(rukans)
    .where(inArray(rukans.customer_id, [...customerIds]));

/** The users with those ids, as the users module reads a user (roles and links included). */
export const findUsers = async (db: DbOrTx, ids: readonly number[]) =>
  (await findUserPage(db, inArray(users.id, [...ids]), ids.length, 0)).rows;

export type AuditInsert = typeof audits.$inferInsert;

/** Audit rows in one insert (the Rukan records a page hands out). */
export async function insertAudits(db: DbOrTx, rows: AuditInsert[]): Promise<void> {
  await db.insert(audits).values(rows);
}
