import { inArray } from 'drizzle-orm';
import { ContactFormsDocument } from '../../../../graphql/generated/client/graphql';
import { contactForms } from '../../../../src/server/db/schema';
import { canRunOperation } from '../../../../src/shared/access';
import { executeOperation } from '../../../harness/test-app';
import { codeOf, type Check, type CrossCase } from './cross-case';
import { outsideOf, readCheck } from './quotations.cases';

// Project contact forms of another agency, asked for by a scoped principal: the list unfiltered
// (only their own), filtered by the foreign agency and by a foreign project (refused), and with
// a date range (still their own). A role the policy keeps out (RealstateUser) must be refused
// every time. Whose a form is comes from the database.

const BLANK = { real_state_agency: '', project: '', date_init: '', date_end: '' };

export const contactFormCase: CrossCase = {
  operation: 'contactform',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const token = principal.token ?? '';
    const allowed = canRunOperation('contactform', principal.subject);
    const attempts = [
      { what: 'lista sin filtro', vars: {}, refusal: false },
      { what: 'lista de la agencia ajena', vars: { real_state_agency: String(foreign.agencyId) }, refusal: true }, // prettier-ignore
      { what: 'lista del proyecto ajeno', vars: { project: String(foreign.projectIds[0]) }, refusal: true }, // prettier-ignore
      { what: 'lista por fechas', vars: { date_init: '2000-01-01', date_end: '2100-12-31' }, refusal: false }, // prettier-ignore
    ];
    const checks: Check[] = [];
    for (const { what, vars, refusal } of attempts) {
      const res = await executeOperation(t.app, ContactFormsDocument, { ...BLANK, ...vars }, token);
      const seen = res.data?.contactform.data.map((row) => Number(row.id)) ?? [];
      const rows = seen.length
        ? await db.select().from(contactForms).where(inArray(contactForms.id, seen))
        : [];
      const outside = await outsideOf(
        db,
        principal,
        rows.map((row) => row.project_id),
      );
      checks.push(readCheck(what, codeOf(res), outside, refusal || !allowed));
    }
    return checks;
  },
};
