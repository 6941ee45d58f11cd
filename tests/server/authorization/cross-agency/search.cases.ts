import { eq } from 'drizzle-orm';
import { SearchDocument } from '../../../../graphql/generated/client/graphql';
import { customers } from '../../../../src/server/db/schema';
import { formatRut } from '../../../../src/shared/rut';
import { hitProjects } from '../../../../src/server/modules/search/search.fixtures';
import { executeOperation } from '../../../harness/test-app';
import { codeOf, type Check, type CrossCase } from './cross-case';
import { foreignQuotation, outsideOf, readCheck } from './quotations.cases';

// The search from anywhere (issue 33) as a scoped principal, with what finds another agency's
// quotation: its customer's RUT (dotted and bare), its surname and its number. No hit of any kind
// may come from an outside project.

export const searchCase: CrossCase = {
  operation: 'search',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const theirs = await foreignQuotation(db, foreign.projectIds);
    const [customer] = await db.select().from(customers).where(eq(customers.id, theirs.customer_id)); // prettier-ignore
    const attempts = [
      { what: 'búsqueda por el RUT con puntos de un cliente ajeno', text: formatRut(customer?.rut ?? 0, customer?.rut_dv) }, // prettier-ignore
      { what: 'búsqueda por el RUT sin puntos de un cliente ajeno', text: `${customer?.rut}${customer?.rut_dv}` }, // prettier-ignore
      { what: 'búsqueda por el apellido de un cliente ajeno', text: customer?.last_name ?? '' },
      { what: 'búsqueda por el número de una cotización ajena', text: String(theirs.id) },
    ];
    const checks: Check[] = [];
    for (const { what, text } of attempts) {
      const res = await executeOperation(t.app, SearchDocument, { text, limit: 20 }, principal.token ?? ''); // prettier-ignore
      const seen = await hitProjects(db, res.data?.search.groups ?? []);
      checks.push(readCheck(what, codeOf(res), await outsideOf(db, principal, seen), false));
    }
    return checks;
  },
};
