import { inArray } from 'drizzle-orm';
import {
  AgencyOptionsDocument,
  ProjectsRelatedToMeDocument,
} from '../../../../graphql/generated/client/graphql';
import { projects } from '../../../../src/server/db/schema';
import { executeOperation } from '../../../harness/test-app';
import { codeOf, listed, type CrossCase } from './cross-case';

// The pickers every screen fills its selects from: a scoped principal must find only its own
// agencies and the projects of its agencies (or linked to it), never another agency's.

export const agencyOptionsCase: CrossCase = {
  operation: 'realstateagenciesnopagination',
  async run({ t }, principal, foreign) {
    const result = await executeOperation(t.app, AgencyOptionsDocument, {}, principal.token ?? '');
    const ids = result.data?.realstateagenciesnopagination.map((a) => Number(a.id)) ?? [];
    const outside = ids.filter((id) => !principal.agencyIds.includes(id));
    const code = codeOf(result);
    return [
      {
        what: `agencias listadas (ajena de referencia: ${foreign.agencyId})`,
        leak: outside.length ? `agencias ajenas: ${listed(outside)}` : null,
        anomaly: code
          ? `respuesta inesperada: ${code}`
          : !principal.agencyIds.every((id) => ids.includes(id))
            ? 'faltan sus propias agencias: el control no prueba nada'
            : null,
        outcome: code ?? 'datos propios',
      },
    ];
  },
};

export const projectsRelatedCase: CrossCase = {
  operation: 'projectsrelatedtome',
  async run({ t }, principal) {
    const result = await executeOperation(
      t.app,
      ProjectsRelatedToMeDocument,
      {},
      principal.token ?? '',
    );
    const ids = result.data?.projectsrelatedtome.map((p) => Number(p.id)) ?? [];
    // The agency of each project as the database knows it, not as the answer says.
    const rows = ids.length
      ? await t.database.db
          .select({ id: projects.id, agency: projects.real_state_agency_id })
          .from(projects)
          .where(inArray(projects.id, ids))
      : [];
    const outside = rows
      .filter(
        (p) => !principal.agencyIds.includes(p.agency) && !principal.projectIds.includes(p.id),
      )
      .map((p) => `${p.id} (agencia ${p.agency})`);
    const code = codeOf(result);
    return [
      {
        what: 'proyectos del selector',
        leak: outside.length ? `proyectos ajenos: ${listed(outside)}` : null,
        anomaly: code
          ? `respuesta inesperada: ${code}`
          : ids.length === 0
            ? 'sin proyectos propios: el control no prueba nada'
            : null,
        outcome: code ?? 'datos propios',
      },
    ];
  },
};
