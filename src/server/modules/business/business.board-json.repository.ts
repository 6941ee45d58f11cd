import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  Customer,
  PipelineStage,
  Project,
  ProspectApproval,
} from '../../../../graphql/generated/server/resolvers-types';
import type { DbOrTx } from '../../db/client';
import { customers, preapprovals, projects, prospects } from '../../db/schema';
import { intArray, type ProjectSet } from '../quotations';
import { duplicateCountOf } from './business.duplicates.repository';
import { totalOf, type StageSlice } from './business.board.repository';
import type { ProspectModel } from './business.mappers';
import {
  APPROVAL_FIELDS,
  CUSTOMER_FIELDS,
  PROJECT_FIELDS,
  type CardShape,
} from './business.board-shape.repository';
import { countable, nothing, type ProspectFilters } from './business.filters.service';
import { allOf, conditions, nextDay } from './business.filters.repository';

// The board's first screen (140 cards) as ONE json text built by the database, parsed once: as
// the units page (units.page-json.ts), decoding the fields of 140 prospects, their customers,
// projects and pre-approvals one by one was most of the request's time. The same statement
// reads each stage's page from prospects_stage_idx and its exact total (totalOf), and joins the
// relations the cards ask for; each card travels as an array of values, not an object.

const p = prospects;

const boardRow = z.object({ board: z.string() });
/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const boardResult = z.union([z.array(boardRow), z.object({ rows: z.array(boardRow) })]);

type Values = readonly unknown[];
/** A stage: [stage id, total, cards]; a card: [id, created_at, criticality, status, description, customer, project, approval, duplicate count]. */
type Stage = [number, number, Values[]];

export interface JsonStagePage {
  stageId: number;
  total: number;
  data: ProspectModel[];
  /** Each card's duplicate count by prospect id, when the cards ask it. */
  duplicates: Map<number, number>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A relation's array of values as an object, or null when the row has none. */
function objectOf<T>(names: readonly string[], values: unknown): T | null {
  if (!Array.isArray(values)) return null;
  const object: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i++) object[names[i]!] = values[i];
  // The values are the database's rendering in the contract's shape (business.board-shape.ts)
  // and hold every asked field, hence the one assertion.
  return object as T;
}

/** The relation's values (null without a row), or a constant null when it is not asked. */
function relation(names: string[] | null, fields: Record<string, SQL>, key: SQL): SQL {
  if (!names) return sql`null`;
  const values = sql.join(
    names.map((name) => fields[name]!),
    sql`, `,
  );
  return sql`case when ${key} is null then null else json_build_array(${values}) end`;
}

/**
 * Each stage's page of `limit` cards and its total, in the order of `slices`: one statement.
 * With `shape.duplicates`, each card's duplicate count among the prospects of `scope` (one index
 * probe a card).
 */
export async function stagePagesJson(
  db: DbOrTx,
  f: ProspectFilters,
  slices: readonly StageSlice[],
  limit: number,
  shape: CardShape,
  stageOf: (id: number) => PipelineStage | null,
  scope: ProjectSet,
): Promise<JsonStagePage[]> {
  if (slices.length === 0) return [];
  if (nothing(f)) {
    return slices.map((s) => ({ stageId: s.stageId, total: 0, data: [], duplicates: new Map() }));
  }
  const until = f.to ? nextDay(f.to) : null;
  const where = allOf([sql`${p.pipeline_stage_id} = st.id`, ...conditions(f, f.from, until)]);
  const card = sql`json_build_array(s.id, to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    s.criticality, s.status, s.description,
    ${relation(shape.customer, CUSTOMER_FIELDS, sql`${customers.id}`)},
    ${relation(shape.project, PROJECT_FIELDS, sql`${projects.id}`)},
    ${relation(shape.approval, APPROVAL_FIELDS, sql`${preapprovals.id}`)},
    ${shape.duplicates ? duplicateCountOf('s', scope) : sql`null`})`;
  const joins = sql.join(
    [
      shape.customer ? sql`left join ${customers} on ${customers.id} = s.customer_id` : sql``,
      shape.project ? sql`left join ${projects} on ${projects.id} = s.project_id` : sql``,
      shape.approval ? sql`left join ${preapprovals} on ${preapprovals.id} = s.preapproval_id` : sql``, // prettier-ignore
    ],
    sql` `,
  );
  const order = sql`${p.created_at} desc, ${p.id} desc`;
  const stages = intArray(slices.map((s) => s.stageId));
  const offsets = intArray(slices.map((s) => s.offset));
  // Filters the month buckets cannot answer (search, Rukan, pre-approval) count the whole board's
  // prospects in ONE pass grouped by stage: seven counts of one stage each read the board's rows
  // seven times (the pre-approval filter: 16,665 of 200,000 prospects). No stage condition: the
  // board shows every stage, and with one the planner chose a merge join over all 200,000 rows
  // of prospects_preapproval_idx. "Ver más" (one stage) counts that stage alone.
  const grouped = !countable(f) && slices.length > 1;
  const counted = grouped
    ? sql`left join (select ${p.pipeline_stage_id} as id, count(*) as n from ${p}
        where ${allOf(conditions(f, f.from, until))} group by 1) counted on counted.id = st.id`
    : sql``;
  const total = grouped ? sql`coalesce(counted.n, 0)` : totalOf(f, sql`st.id`);
  const result = boardResult.parse(
    await db.execute(sql`select coalesce(json_agg(json_build_array(b.id, b.total, b.cards) order by b.n), '[]')::text as board
      from (
        select st.n, st.id, ${total} as total, page.cards
        from unnest(${stages}::int[], ${offsets}::int[]) with ordinality as st(id, skip, n) ${counted}
        cross join lateral (
          select coalesce(json_agg(${card} order by s.page_row), '[]') as cards from (
            select ${p.id} as id, ${p.created_at} as created_at, ${p.criticality} as criticality,
              ${p.status} as status, ${p.description} as description, ${p.customer_id} as customer_id,
              ${p.project_id} as project_id, ${p.preapproval_id} as preapproval_id,
              ${p.project_agency_id} as project_agency_id, ${p.customer_rut} as customer_rut,
              row_number() over (order by ${order}) as page_row
            from ${p} where ${where} order by ${order} limit ${limit} offset st.skip
          ) s ${joins}
        ) page
      ) b`),
  );
  const [row] = Array.isArray(result) ? result : result.rows;
  const board: Stage[] = JSON.parse(row?.board ?? '[]');
  return board.map(([stageId, total, cards]) => {
    const stage = stageOf(stageId);
    const duplicates = new Map<number, number>();
    if (shape.duplicates) for (const values of cards) duplicates.set(Number(values[0]), Number(values[8])); // prettier-ignore
    return {
      stageId,
      total,
      data: cards.map((values) => toCard(values, shape, stage)),
      duplicates,
    };
  });
}

function toCard(values: Values, shape: CardShape, stage: PipelineStage | null): ProspectModel {
  const [id, createdAt, criticality, status, description, customer, project, approval] = values;
  const card: ProspectModel = {
    id: String(id),
    created_at: String(createdAt),
    criticality: text(criticality),
    status: text(status),
    description: text(description),
    history: [],
    prospectquotation: [],
    duplicate_count: 0,
    duplicates: [],
    // Every card of a column is on the column's stage.
    pipelinestage: stage,
  };
  if (shape.customer) card.customer = objectOf<Customer>(shape.customer, customer);
  if (shape.project) card.project = objectOf<Project>(shape.project, project);
  if (shape.approval) card.prospectapproval = objectOf<ProspectApproval>(shape.approval, approval);
  return card;
}
