import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  EditQuotationDocument,
  QuotationAuditsDocument,
  QuotationDocument,
  QuotationsDocument,
} from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import { customers, projects, quotations } from '../../../../src/server/db/schema';
import type { Principal } from '../../../harness/principals';
import { executeOperation } from '../../../harness/test-app';
import { codeOf, listed, refusedAndUnchanged, type Check, type CrossCase } from './cross-case';

// Quotations of another agency, read and changed by a scoped principal: the list (unfiltered, by
// the foreign project, by the foreign agency, by a foreign customer's RUT), the details and the
// history by id, and a status change. Whose a quotation is comes from the database.

/** The projects among `ids` (by the database) that the principal may not see. */
export async function outsideOf(db: Db, principal: Principal, projectIds: number[]) {
  const ids = [...new Set(projectIds)];
  const rows = ids.length
    ? await db
        .select({ id: projects.id, agency: projects.real_state_agency_id })
        .from(projects)
        .where(inArray(projects.id, ids))
    : [];
  return rows
    .filter((p) => !principal.agencyIds.includes(p.agency) && !principal.projectIds.includes(p.id))
    .map((p) => p.id);
}

/** A read check: a leak when it returned records of outside projects; `refusal` expects one. */
export function readCheck(what: string, code: string | null, outside: number[], refusal: boolean) {
  const refused = ['FORBIDDEN', 'NOT_FOUND'].includes(code ?? '');
  return {
    what,
    leak: outside.length ? `registros de proyectos ajenos: ${listed(outside)}` : null,
    anomaly:
      refusal && !refused
        ? `se esperaba un rechazo; respuesta ${code ?? 'sin error'}`
        : !refusal && code
          ? `respuesta inesperada: ${code}`
          : null,
    outcome: code ?? 'datos propios',
  } satisfies Check;
}

/** The first quotation (in a status) of the other agency's projects. */
export async function foreignQuotation(db: Db, projectIds: number[], status?: string) {
  const [row] = await db
    .select()
    .from(quotations)
    .where(
      and(
        inArray(quotations.project_id, projectIds),
        status ? sql`${quotations.status} = ${status}` : undefined,
      ),
    )
    .orderBy(asc(quotations.id))
    .limit(1);
  if (!row) throw new Error('sin cotizaciones en la agencia de referencia');
  return row;
}

const BLANK = { project_id: '', date_ini: '', date_end: '', real_state_agency: '', status: '' };

export const quotationsCase: CrossCase = {
  operation: 'quotations',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const token = principal.token ?? '';
    const theirs = await foreignQuotation(db, foreign.projectIds);
    const [customer] = await db
      .select()
      .from(customers)
      .where(eq(customers.id, theirs.customer_id));
    const attempts = [
      { what: 'lista sin filtro', vars: {}, refusal: false },
      { what: 'lista del proyecto ajeno', vars: { project_id: String(theirs.project_id) }, refusal: true }, // prettier-ignore
      { what: 'lista de la agencia ajena', vars: { real_state_agency: String(foreign.agencyId) }, refusal: true }, // prettier-ignore
      { what: 'búsqueda por el RUT de un cliente ajeno', vars: { search: `${customer?.rut}-${customer?.rut_dv}` }, refusal: false }, // prettier-ignore
    ];
    const checks: Check[] = [];
    for (const { what, vars, refusal } of attempts) {
      const res = await executeOperation(t.app, QuotationsDocument, { ...BLANK, ...vars }, token);
      const seen = res.data?.quotations.data.map((q) => Number(q.id)) ?? [];
      const rows = seen.length
        ? await db.select().from(quotations).where(inArray(quotations.id, seen))
        : [];
      const outside = await outsideOf(
        db,
        principal,
        rows.map((q) => q.project_id),
      );
      checks.push(readCheck(what, codeOf(res), outside, refusal));
    }
    const byId = await executeOperation(t.app, QuotationDocument, { id: String(theirs.id) }, token); // prettier-ignore
    const shown = byId.data?.quotations.data.length ? [theirs.project_id] : [];
    checks.push(readCheck('detalle de una cotización ajena', codeOf(byId), shown, true));
    const history = await executeOperation(t.app, QuotationAuditsDocument, { id: String(theirs.id) }, token); // prettier-ignore
    const told = history.data?.quotations.data.length ? [theirs.project_id] : [];
    checks.push(readCheck('historial de una cotización ajena', codeOf(history), told, true));
    return checks;
  },
};

export const editQuotationCase: CrossCase = {
  operation: 'editQuotation',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const theirs = await foreignQuotation(db, foreign.projectIds, 'active');
    const snapshot = () => db.select().from(quotations).where(eq(quotations.id, theirs.id));
    const before = await snapshot();
    const result = await executeOperation(
      t.app,
      EditQuotationDocument,
      { quotation_id: String(theirs.id), status: 'cancelled' },
      principal.token ?? '',
    );
    const after = await snapshot();
    const returned = result.data?.editQuotation ?? null;
    return [refusedAndUnchanged('cotización ajena', result, returned, before, after)];
  },
};
