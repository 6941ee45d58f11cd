import type {
  ProspectStageMove,
  Pipeline,
  PipelineStage,
  ResolversParentTypes,
  Rukan,
  RukanPerson,
} from '../../../../graphql/generated/server/resolvers-types';
import type { RukanPerson as StoredPerson } from '../../db/schema';
import type { ProspectRow } from './business.board.repository';
import type { HistoryRow, PipelineRow, RukanRow, StageRow } from './business.repository';

// Rows as the contract's types. A Prospect carries only its own columns: its relations (stage,
// customer, project, pre-approval, quotations, history, Rukan) are field resolvers reading the
// row again through prospectById (primed by the page that built it, so a cache hit).

/** The parent of ProspectStageMove's field resolvers (codegen mapper): its fields and its row. */
export type ProspectStageMoveModel = ProspectStageMove & { row: HistoryRow };

/** A prospect as resolvers hand it on: its relations are the mapped models. */
export type ProspectModel = ResolversParentTypes['Prospect'];

export function toProspect(row: ProspectRow): ProspectModel {
  return {
    id: String(row.id),
    created_at: row.created_at.toISOString(),
    criticality: row.criticality,
    status: row.status,
    description: row.description,
    history: [],
    prospectquotation: [],
    // Read by their field resolvers (duplicatesOf), as history and prospectquotation.
    duplicate_count: 0,
    duplicates: [],
  };
}

export function toStage(row: StageRow): PipelineStage {
  return {
    id: String(row.id),
    name: row.name,
    order: row.order,
    permanent_stage: row.permanent_stage,
    outcome: row.outcome,
    pipeline_id: String(row.pipeline_id),
  };
}

export function toPipeline(row: PipelineRow, stages: readonly StageRow[]): Pipeline {
  return {
    id: String(row.id),
    name: row.name,
    stages: stages.filter((stage) => stage.pipeline_id === row.id).map(toStage),
  };
}

function toPerson(person: StoredPerson): RukanPerson {
  return { ...person, rut: String(person.rut) };
}

/** Today in Chile, 'YYYY-MM-DD' (en-CA formats dates that way). */
export const chileToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now);

export function toRukan(row: RukanRow, today = chileToday()): Rukan {
  return {
    id: String(row.id),
    created_at: row.created_at.toISOString(),
    valid_until: row.valid_until,
    // As the rukans_vig filter and the export read it: no expiry known counts as current.
    vigente: row.valid_until === null || row.valid_until >= today,
    holder: toPerson(row.holder),
    partner: row.partner ? toPerson(row.partner) : null,
    children: row.children.map(toPerson),
    social_registry: row.social_registry,
    members: row.members.map(toPerson),
    residence: row.residence,
    rural_housing_program: row.rural_housing_program,
    subsidies: row.subsidies,
    properties: row.properties,
  };
}
