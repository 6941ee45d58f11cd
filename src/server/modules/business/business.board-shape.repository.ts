import type { GraphQLResolveInfo } from 'graphql';
import { sql, type SQL } from 'drizzle-orm';
import { customers, preapprovals, projects } from '../../db/schema';
import { fieldNodesAt, namesUnder } from '../../kernel';
import { CUSTOMER_JSON_FIELDS } from '../sales-common';

// Which fields of the board's cards the database renders itself (business.board-json.ts), each
// in the contract's shape as the mappers give it (ids and the RUT as text, created_at as ISO
// text). A card asking for anything else (history, quotations, Rukan, a project's relations...)
// takes the loader path, whose field resolvers read every relation.

type Info = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;

const c = customers;
/** Customer's own columns, as toCustomer maps them, and the co-debtor's name. */
export const CUSTOMER_FIELDS: Record<string, SQL> = {
  ...CUSTOMER_JSON_FIELDS,
  // The latest co-debtor's full name, as the Customer resolver joins it (codebtorName).
  codeudor_name: sql`(select concat_ws(' ', nullif(cb.name, ''), nullif(cb.last_name, ''))
    from codebtors cb where cb.customer_id = ${c.id} order by cb.id desc limit 1)`,
};

export const PROJECT_FIELDS: Record<string, SQL> = {
  id: sql`${projects.id}::text`,
  name: sql`${projects.name}`,
};

/** ProspectApproval is the pre-approval's id and status. */
export const APPROVAL_FIELDS: Record<string, SQL> = {
  id: sql`${preapprovals.id}::text`,
  status: sql`${preapprovals.status}`,
};

const OWN = new Set([
  '__typename',
  'id',
  'created_at',
  'criticality',
  'status',
  'description',
  'duplicate_count',
]);

export interface CardShape {
  /** The asked fields of each relation, in a fixed order; null when the relation is not asked. */
  customer: string[] | null;
  project: string[] | null;
  approval: string[] | null;
  /** Whether the cards ask their duplicate count (issue 34), rendered by the same statement. */
  duplicates: boolean;
}

/** The asked names that `fields` renders, or null when one of them it does not. */
function rendered(names: Set<string>, fields: Record<string, SQL>): string[] | null {
  for (const name of names) if (name !== '__typename' && !(name in fields)) return null;
  return Object.keys(fields).filter((name) => names.has(name) || name === 'id');
}

/**
 * What the cards of this board operation ask, when the database can render all of it; undefined
 * when it cannot (or the resolve info does not tell), and the board takes the loader path.
 */
export function cardShape(info: Info | undefined): CardShape | undefined {
  const cards = fieldNodesAt(info, ['paginate_totals', 'data']);
  if (!info || !cards) return undefined;
  const asked = namesUnder(cards, info);
  // pipelinestage is any field of the stage: the column's stage, read in memory.
  const relations = ['customer', 'project', 'prospectapproval', 'pipelinestage'];
  for (const name of asked) if (!OWN.has(name) && !relations.includes(name)) return undefined;
  const under = (name: string, fields: Record<string, SQL>) => {
    if (!asked.has(name)) return { names: null, ok: true };
    const names = rendered(namesUnder(fieldNodesAt(info, ['paginate_totals', 'data', name]) ?? [], info), fields); // prettier-ignore
    return { names, ok: names !== null };
  };
  const customer = under('customer', CUSTOMER_FIELDS);
  const project = under('project', PROJECT_FIELDS);
  const approval = under('prospectapproval', APPROVAL_FIELDS);
  if (!customer.ok || !project.ok || !approval.ok) return undefined;
  return {
    customer: customer.names,
    project: project.names,
    approval: approval.names,
    duplicates: asked.has('duplicate_count'),
  };
}
