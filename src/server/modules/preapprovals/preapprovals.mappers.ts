import type { Preapproval } from '../../../../graphql/generated/server/resolvers-types';
import type { PreapprovalRow } from './preapprovals.repository';

const uf = (value: string | null) => (value === null ? null : Number(value));

/**
 * A preapprovals row as the contract's Preapproval: its own columns, UF amounts as numbers.
 * document_url, project, customer, subsidytype and audits are resolved by field resolvers keyed
 * by the id (document_url depends on who asks).
 */
export function toPreapproval(row: PreapprovalRow): Preapproval {
  return {
    id: String(row.id),
    created_at: row.created_at.toISOString(),
    status: row.status,
    description: row.description,
    property_type: row.property_type,
    amount_property: uf(row.amount_property),
    amount_foot: uf(row.amount_foot),
    credit_term: row.credit_term,
    subsidy_type_id: row.subsidy_type_id === null ? null : String(row.subsidy_type_id),
    audits: [],
  };
}
