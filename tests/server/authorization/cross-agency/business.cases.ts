import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  ConsolidityDocument,
  EditProspectDocument,
  MergeProspectsDocument,
  ProspectDetailsDocument,
  ProspectsDocument,
  ProspectsPerTypeDocument,
  UnmergeProspectsDocument,
} from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import { contactForms, pipelineStages, projects, prospectMerges, prospectStageHistories, prospects, quotations } from '../../../../src/server/db/schema'; // prettier-ignore
import type { Principal } from '../../../harness/principals';
import { executeOperation, type TestApp } from '../../../harness/test-app';
import { codeOf, refusedAndUnchanged, type Check, type CrossCase } from './cross-case';
import { salesRead } from './sales-reads';
import type { Foreign } from './world';

// The business board of another agency, for a scoped principal: the list and the board
// (unfiltered, by the foreign project, a stage's "ver más") and the details by id show
// nothing of it; a move of its prospect is refused and changes nothing; the consolidity table
// counts only the principal's own leads. Whose a prospect is comes from the database.

const BLANK = { customer_name_rut_email_phone: '', project_id: '', date_ini: '', date_end: '', rukans_vig: '', pre_approvals_status: '', page: 1 }; // prettier-ignore

async function foreignProspect(db: Db, foreign: Foreign) {
  const [row] = await db.select().from(prospects).where(inArray(prospects.project_id, foreign.projectIds)).orderBy(asc(prospects.id)).limit(1); // prettier-ignore
  if (!row) throw new Error('la agencia ajena no tiene negocios en la demo');
  return row;
}

const owned = (db: Db, ids: string[]) =>
  ids.length
    ? db.select({ id: prospects.id, project_id: prospects.project_id }).from(prospects).where(inArray(prospects.id, ids.map(Number))) // prettier-ignore
    : Promise.resolve([]);

/** The attempts of a read: unfiltered, and by the foreign project (refused). */
const attempts = (row: { project_id: number }) => [
  { what: 'sin filtro', vars: {}, refusal: false },
  { what: 'filtro por el proyecto ajeno', vars: { project_id: String(row.project_id) }, refusal: true }, // prettier-ignore
];

export const prospectsCase: CrossCase = {
  operation: 'prospects',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const row = await foreignProspect(db, foreign);
    const token = principal.token ?? '';
    const checks: Check[] = [];
    for (const { what, vars, refusal } of attempts(row)) {
      const result = await executeOperation(t.app, ProspectsDocument, { ...BLANK, ...vars }, token);
      const rows = await owned(db, result.data?.prospects.data.map((p) => p.id) ?? []);
      checks.push(await salesRead(t, principal, `lista ${what}`, result, rows, refusal));
    }
    const byId = await executeOperation(t.app, ProspectDetailsDocument, { id: String(row.id) }, token); // prettier-ignore
    const shown = await owned(db, byId.data?.prospects.data.map((p) => p.id) ?? []);
    checks.push(await salesRead(t, principal, 'negocio ajeno por id', byId, shown, true));
    return checks;
  },
};

export const prospectsPerTypeCase: CrossCase = {
  operation: 'prospectspertypequery',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const row = await foreignProspect(db, foreign);
    const token = principal.token ?? '';
    const checks: Check[] = [];
    const more = { subquery: String(row.pipeline_stage_id), subpage: 1, incremental: true };
    for (const { what, vars, refusal } of [
      ...attempts(row),
      { what: '"ver más" de la etapa', vars: more, refusal: false },
    ]) {
      // prettier-ignore
      const result = await executeOperation(t.app, ProspectsPerTypeDocument, { ...BLANK, ...vars }, token); // prettier-ignore
      const ids = result.data?.prospectspertypequery.paginate_totals.flatMap((c) => c.data.map((p) => p.id)) ?? []; // prettier-ignore
      checks.push(await salesRead(t, principal, `tablero ${what}`, result, await owned(db, ids), refusal)); // prettier-ignore
    }
    return checks;
  },
};

export const editProspectCase: CrossCase = {
  operation: 'editProspect',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const row = await foreignProspect(db, foreign);
    const [target] = await db.select().from(pipelineStages).where(ne(pipelineStages.id, row.pipeline_stage_id)).orderBy(asc(pipelineStages.order)).limit(1); // prettier-ignore
    const snapshot = () => db.select().from(prospects).where(eq(prospects.id, row.id));
    const before = await snapshot();
    const variables = { prospect_id: String(row.id), pipeline_stage_id: String(target?.id), description: 'Movido desde otra inmobiliaria' }; // prettier-ignore
    const result = await executeOperation(t.app, EditProspectDocument, variables, principal.token ?? ''); // prettier-ignore
    const after = await snapshot();
    return [refusedAndUnchanged('negocio ajeno', result, result.data?.editProspect, before, after)]; // prettier-ignore
  },
};

/** Two prospects of the foreign agency, their stage moves: what a merge or its undo would touch. */
async function foreignPair(db: Db, foreign: Foreign) {
  const rows = await db.select().from(prospects).where(inArray(prospects.project_id, foreign.projectIds)).orderBy(asc(prospects.id)).limit(2); // prettier-ignore
  const [kept, merged] = rows;
  if (!kept || !merged) throw new Error('la agencia ajena no tiene dos negocios en la demo');
  const ids = [kept.id, merged.id];
  const snapshot = async () => ({
    rows: await db.select().from(prospects).where(inArray(prospects.id, ids)).orderBy(asc(prospects.id)), // prettier-ignore
    moves: await db.select().from(prospectStageHistories).where(inArray(prospectStageHistories.prospect_id, ids)).orderBy(asc(prospectStageHistories.id)), // prettier-ignore
  });
  return { kept, merged, snapshot };
}

export const mergeProspectsCase: CrossCase = {
  operation: 'mergeProspects',
  async run({ t }, principal, foreign) {
    const { kept, merged, snapshot } = await foreignPair(t.database.db, foreign);
    const before = await snapshot();
    const variables = { kept_id: String(kept.id), merged_id: String(merged.id) };
    const result = await executeOperation(t.app, MergeProspectsDocument, variables, principal.token ?? ''); // prettier-ignore
    return [refusedAndUnchanged('negocios ajenos', result, result.data?.mergeProspects, before, await snapshot())]; // prettier-ignore
  },
};

export const unmergeProspectsCase: CrossCase = {
  operation: 'unmergeProspects',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const { kept, merged, snapshot } = await foreignPair(db, foreign);
    // A merge of the foreign agency's prospects, recorded as the principal's own and just made:
    // only the agency scope can refuse its undo.
    const row = sql`(select to_jsonb(r) from ${prospects} r where r.id = ${merged.id})`;
    const [merge] = await db.insert(prospectMerges).values({ kept_id: kept.id, merged_id: merged.id, merged_row: row, kept_before: row, user_id: principal.userId }).returning(); // prettier-ignore
    const before = await snapshot();
    const result = await executeOperation(t.app, UnmergeProspectsDocument, { merge_id: String(merge?.id) }, principal.token ?? ''); // prettier-ignore
    const after = await snapshot();
    if (merge) await db.delete(prospectMerges).where(eq(prospectMerges.id, merge.id));
    return [refusedAndUnchanged('fusión de negocios ajenos', result, result.data?.unmergeProspects, before, after)]; // prettier-ignore
  },
};

/** Leads (quotations and contacts) of the live projects the principal may see. */
async function ownLeads(t: TestApp, principal: Principal) {
  const db = t.database.db;
  const mine = db.select({ id: projects.id }).from(projects).where(and(isNull(projects.deleted_at), or(inArray(projects.real_state_agency_id, [...principal.agencyIds, 0]), inArray(projects.id, [...principal.projectIds, 0])))); // prettier-ignore
  const [q] = await db.select({ n: count() }).from(quotations).where(inArray(quotations.project_id, mine)); // prettier-ignore
  const [c] = await db.select({ n: count() }).from(contactForms).where(inArray(contactForms.project_id, mine)); // prettier-ignore
  return (q?.n ?? 0) + (c?.n ?? 0);
}

export const consolidityCase: CrossCase = {
  operation: 'consolidity',
  async run({ t }, principal) {
    const result = await executeOperation(t.app, ConsolidityDocument, { date_ini: '', date_end: '' }, principal.token ?? ''); // prettier-ignore
    const counted = result.data?.consolidity.reduce((sum, r) => sum + r.total, 0) ?? 0;
    const own = await ownLeads(t, principal);
    const code = codeOf(result);
    return [
      {
        what: 'consolidado de todo el período',
        leak: counted > own ? `cuenta ${counted - own} contactos o cotizaciones de otras agencias` : null, // prettier-ignore
        anomaly: code ? `respuesta inesperada: ${code}` : counted < own ? `faltan ${own - counted} propios` : null, // prettier-ignore
        outcome: code ?? 'datos propios',
      },
    ];
  },
};
