import { inArray } from 'drizzle-orm';
import { projects } from '../../../../src/server/db/schema';
import type { Principal } from '../../../harness/principals';
import type { OperationResult, TestApp } from '../../../harness/test-app';
import { codeOf, listed, type Check } from './cross-case';

// Reads of the sales records (promises, pre-approvals) by a scoped principal: whose a returned
// record is comes from the database (its project's agency), never from the answer.

export interface Owned {
  id: number;
  project_id: number;
}

/** The records the principal may not see, as "id (agencia n)". */
export async function outsideOf(t: TestApp, principal: Principal, rows: readonly Owned[]) {
  const projectIds = [...new Set(rows.map((r) => r.project_id))];
  const agencies = projectIds.length
    ? await t.database.db
        .select({ id: projects.id, agency: projects.real_state_agency_id })
        .from(projects)
        .where(inArray(projects.id, projectIds))
    : [];
  const agencyOf = new Map(agencies.map((p) => [p.id, p.agency]));
  return rows
    .filter((r) => {
      const agency = agencyOf.get(r.project_id) ?? -1;
      return !principal.agencyIds.includes(agency) && !principal.projectIds.includes(r.project_id);
    })
    .map((r) => `${r.id} (agencia ${agencyOf.get(r.project_id)})`);
}

/**
 * One read: every record of another agency returned is a leak. With `refusal`, the read aimed at
 * the other agency (its project as filter, its record by id) must be refused, not answered empty.
 */
export async function salesRead(
  t: TestApp,
  principal: Principal,
  what: string,
  result: OperationResult<unknown>,
  rows: readonly Owned[],
  refusal: boolean,
): Promise<Check> {
  const outside = await outsideOf(t, principal, rows);
  const code = codeOf(result);
  const refused = code === 'FORBIDDEN' || code === 'NOT_FOUND';
  return {
    what,
    leak: outside.length ? `registros de otra agencia: ${listed(outside)}` : null,
    anomaly:
      refusal && !refused
        ? `se esperaba un rechazo; respuesta ${code ?? 'sin error'}`
        : !refusal && code
          ? `respuesta inesperada: ${code}`
          : null,
    outcome: code ?? (rows.length ? 'datos propios' : 'vacío'),
  };
}
