import { eq, inArray } from 'drizzle-orm';
import {
  EditProjectImportantDocument,
  EditVisibleProjectDocument,
  ProjectsDocument,
  RemoveProjectDocument,
} from '../../../../graphql/generated/client/graphql';
import { projects } from '../../../../src/server/db/schema';
import type { Db } from '../../../../src/server/db/client';
import type { Principal } from '../../../harness/principals';
import { executeOperation, type TestApp } from '../../../harness/test-app';
import { codeOf, listed, refusedAndUnchanged, type Check, type CrossCase } from './cross-case';
import { ownProjects, type Foreign } from './world';

// The projects list and the three one-flag mutations of a scoped principal aimed at another
// agency: the list must show nothing of it (however it is asked: by agency, by id, unfiltered),
// and a mutation of one of its projects must be refused and leave the row as it was.

const seen = async (t: TestApp, principal: Principal, variables: object, what: string) => {
  const result = await executeOperation(t.app, ProjectsDocument, variables, principal.token ?? '');
  const ids = result.data?.projects.data.map((p) => Number(p.id)) ?? [];
  // The agency of each project as the database knows it, not as the answer says.
  const rows = ids.length
    ? await t.database.db
        .select({ id: projects.id, agency: projects.real_state_agency_id })
        .from(projects)
        .where(inArray(projects.id, ids))
    : [];
  const outside = rows
    .filter((p) => !principal.agencyIds.includes(p.agency) && !principal.projectIds.includes(p.id))
    .map((p) => `${p.id} (agencia ${p.agency})`);
  const code = codeOf(result);
  const check: Check = {
    what,
    leak: outside.length ? `proyectos ajenos: ${listed(outside)}` : null,
    outcome: code ?? (ids.length ? 'datos propios' : 'vacío'),
  };
  return { check, ids, code };
};

export const projectsListCase: CrossCase = {
  operation: 'projects',
  async run({ t }, principal, foreign) {
    const own = await ownProjects(t.database.db, principal);
    const foreignId = String(foreign.projectIds[0]);
    const all = await seen(t, principal, {}, 'lista sin filtro');
    const byAgency = await seen(t, principal, { real_state_agency: String(foreign.agencyId) }, 'filtro por la agencia ajena'); // prettier-ignore
    const single = await seen(t, principal, { project_id: [foreignId] }, 'proyecto ajeno por id');
    const mixed = await seen(t, principal, { project_id: [foreignId, ...own.slice(0, 1).map(String)] }, 'ids propio y ajeno'); // prettier-ignore
    all.check.anomaly = all.code
      ? `respuesta inesperada: ${all.code}`
      : own.length && !all.ids.length
        ? 'sin proyectos propios: el control no prueba nada'
        : null;
    single.check.anomaly =
      single.code === 'FORBIDDEN' ? null : `se esperaba FORBIDDEN: ${single.code ?? 'sin error'}`;
    return [all.check, byAgency.check, single.check, mixed.check];
  },
};

let made = 0;

/** A live project of the other agency made for one check, so a leak cannot weaken the next. */
async function foreignProject(db: Db, foreign: Foreign): Promise<number> {
  made++;
  const [row] = await db
    .insert(projects)
    .values({
      real_state_agency_id: foreign.agencyId,
      name: `Condominio Sonda Ajena ${made}`,
      slug: `condominio-sonda-ajena-${made}-${Date.now()}`,
      type: 'Casas',
      price_from: '1890.00',
      bedrooms_from: 3,
      area_from: '62.40',
      visible: true,
    })
    .returning({ id: projects.id });
  if (!row) throw new Error('no se pudo crear el proyecto ajeno de prueba');
  return row.id;
}

const rowOf = async (db: Db, id: number) =>
  (await db.select().from(projects).where(eq(projects.id, id)))[0] ?? null;

function flagCase(
  operation: 'removeProject' | 'editVisibleProject' | 'editProjectImportant',
): CrossCase {
  return {
    operation,
    async run({ t }, principal, foreign) {
      const db = t.database.db;
      const id = await foreignProject(db, foreign);
      const before = await rowOf(db, id);
      const token = principal.token ?? '';
      const project_id = String(id);
      let returned: unknown;
      let result;
      if (operation === 'removeProject') {
        result = await executeOperation(t.app, RemoveProjectDocument, { project_id }, token);
        returned = result.data?.removeProject;
      } else if (operation === 'editVisibleProject') {
        const vars = { project_id, visible: false };
        result = await executeOperation(t.app, EditVisibleProjectDocument, vars, token);
        returned = result.data?.editVisibleProject;
      } else {
        const vars = { project_id, important: true };
        result = await executeOperation(t.app, EditProjectImportantDocument, vars, token);
        returned = result.data?.editProjectImportant;
      }
      const after = await rowOf(db, id);
      return [refusedAndUnchanged('proyecto ajeno', result, returned, before, after)];
    },
  };
}

export const removeProjectCase = flagCase('removeProject');
export const editVisibleProjectCase = flagCase('editVisibleProject');
export const editProjectImportantCase = flagCase('editProjectImportant');
