import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, visit, type FieldNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProspectsPerTypeDocument,
  type ProspectsPerTypeQuery,
  type ProspectsPerTypeQueryVariables,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { formatRut, rutCheckDigit } from '../../../shared/rut';
import { countStatements } from '../sales-common/sales-common.statements.fixtures';
import {
  insertBuyer,
  insertPreapproval,
  insertProspect,
  insertRukan,
  projectOf,
  stagesByName,
  tokens,
} from './business.fixtures';

// The board's json page (business.board-json.ts) must answer exactly what the loader path
// answers, for every filter and for an agency-scoped role. The loader path is the same document
// with a field the database does not render (each card's history), which the comparison drops.
// No GraphQL text is written here: the contract's own document is rewritten.

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'admin@demo.cl';
const VENDOR = 'realstatevendor@demo.cl';
const RUT = 18_765_432;
let projectId: number;

const field = (name: string, fields?: string[]): FieldNode => ({
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: name },
  ...(fields && {
    selectionSet: { kind: Kind.SELECTION_SET, selections: fields.map((f) => field(f)) },
  }),
});

/** The board document whose cards also ask for `extra` fields (at the card level). */
function withCardFields(
  extra: FieldNode[],
): TypedDocumentNode<ProspectsPerTypeQuery, ProspectsPerTypeQueryVariables> {
  // prettier-ignore
  return visit(ProspectsPerTypeDocument, {
    FragmentDefinition: (node) =>
      node.name.value === 'ProspectCard'
        ? { ...node, selectionSet: { ...node.selectionSet, selections: [...node.selectionSet.selections, ...extra] } } // prettier-ignore
        : undefined,
  });
}

// Every field the json page renders, beyond the card's own.
const WIDE = [
  field('__typename'),
  field('customer', ['nationality', 'civil_status', 'worker_type', 'labor_old', 'monthly_rent', '__typename']), // prettier-ignore
  field('pipelinestage', ['order', 'permanent_stage', 'outcome', 'pipeline_id']),
  field('project', ['__typename']),
];
const JSON_DOC = withCardFields(WIDE);
const LOADER_DOC = withCardFields([...WIDE, field('history', ['id'])]);

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const db = t.database.db;
  const stages = await stagesByName(db);
  projectId = (await projectOf(db, 'realstateadmin@demo.cl')).id;
  const buyer = await insertBuyer(db, { name: 'Ignacio', last_name: 'Muñoz Vera', rut: RUT, email: 'ignacio.munoz@gmail.com', phone: '+56 9 7654 3210' }); // prettier-ignore
  const preapproval = await insertPreapproval(db, { projectId, customerId: buyer.id, status: 'approved' }); // prettier-ignore
  await insertRukan(db, buyer.id, RUT, '2099-12-31');
  const stageId = stages.stage('Evaluación financiera').id;
  await insertProspect(db, { projectId, customerId: buyer.id, stageId, preapprovalId: preapproval.id }); // prettier-ignore
});
afterAll(() => t?.close());

const BLANK = { customer_name_rut_email_phone: '', project_id: '', date_ini: '', date_end: '', rukans_vig: '', pre_approvals_status: '', page: 1 }; // prettier-ignore

async function both(vars: ProspectsPerTypeQueryVariables, email: string) {
  const auth = await token(email);
  const json = await executeOperation(t.app, JSON_DOC, { ...BLANK, ...vars }, auth);
  const loaded = await executeOperation(t.app, LOADER_DOC, { ...BLANK, ...vars }, auth);
  const withoutHistory = loaded.data?.prospectspertypequery.paginate_totals.map((column) => ({
    ...column,
    data: column.data.map(({ history: _history, ...card }: Record<string, unknown>) => card),
  }));
  return { json, loaded, withoutHistory };
}

const CASES: [string, ProspectsPerTypeQueryVariables][] = [
  ['sin filtros', {}],
  ['página 2', { page: 2 }],
  ['"ver más"', { subquery: 'busiest', subpage: 2, incremental: true }],
  ['una etapa en su página 2, las demás en la 1', { subquery: 'busiest', subpage: 2 }],
  ['proyecto', { project_id: 'own' }],
  ['fechas', { date_ini: '2020-01-10', date_end: '2099-12-20' }],
  ['RUT', { customer_name_rut_email_phone: formatRut(RUT, rutCheckDigit(RUT)) }],
  ['nombre', { customer_name_rut_email_phone: 'a' }],
  ['Rukan vigente', { rukans_vig: '1' }],
  ['sin Rukan vigente', { rukans_vig: '0' }],
  ['preaprobación aprobada', { pre_approvals_status: 'approved' }],
  ['preaprobación pendiente', { pre_approvals_status: 'pending' }],
];

describe('the board as one json statement', () => {
  for (const email of [ADMIN, VENDOR]) {
    it(`answers what the loader path answers, for every filter (${email})`, async () => {
      const first = await executeOperation(t.app, ProspectsPerTypeDocument, BLANK, await token(email)); // prettier-ignore
      const columns = first.data?.prospectspertypequery.paginate_totals ?? [];
      const busiest = [...columns].sort((a, b) => b.info.total - a.info.total)[0]?.id;
      const own = columns.flatMap((c) => c.data)[0]?.project?.id;
      let cards = 0;
      for (const [label, vars] of CASES) {
        const resolved = {
          ...vars,
          ...(vars.subquery && { subquery: busiest }),
          ...(vars.project_id && { project_id: own }),
        };
        const { json, loaded, withoutHistory } = await both(resolved, email);
        expect(json.errors, label).toBeUndefined();
        expect(loaded.errors, label).toBeUndefined();
        expect(json.data?.prospectspertypequery.paginate_totals, label).toEqual(withoutHistory);
        cards += withoutHistory?.reduce((sum, c) => sum + c.data.length, 0) ?? 0;
      }
      expect(cards).toBeGreaterThan(200);
    });
  }

  it('refuses another agency’s project the same way', async () => {
    const foreign = await projectOf(t.database.db, VENDOR, false);
    const { json, loaded } = await both({ project_id: String(foreign.id) }, VENDOR);
    expect(json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(json.errors?.[0]?.message).toBe(loaded.errors?.[0]?.message);
  });

  it('reads the board, its cards and their relations in one statement', async () => {
    const auth = await token(ADMIN);
    const run = (doc: typeof JSON_DOC) => () => executeOperation(t.app, doc, BLANK, auth);
    const json = await countStatements(t, run(JSON_DOC));
    const loaded = await countStatements(t, run(LOADER_DOC));
    // The loader path reads the rows, customers, co-debtors, projects, pre-approvals and
    // histories after the board's statement: six more.
    expect(loaded.statements - json.statements).toBeGreaterThanOrEqual(6);
  });
});
