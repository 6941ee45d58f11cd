import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import { projects } from '../../../../src/server/db/schema';
import { bearer, type Principal } from '../../../harness/principals';
import type { TestApp } from '../../../harness/test-app';
import { listed, type Check, type CrossCase } from './cross-case';
import { ownProjects } from './world';

// The synchronous downloads of a scoped principal aimed at another agency: Proyectos.xlsx must
// hold none of its projects however it is asked, and a units sheet of one of its projects must
// be refused (a file with rows of it is the leak). Whose a project is comes from the database.

async function get(t: TestApp, principal: Principal, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(principal) });
  return { status: res.statusCode, body: res.rawPayload };
}

/** The data rows of the file's first sheet, as the text of each cell. */
async function rowsOf(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer as an ArrayBuffer: hand it a copy of exactly the file bytes.
  await workbook.xlsx.load(new Uint8Array(body).buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
    rows.push(cells);
  });
  return rows;
}

const unexpected = (what: string, status: number): Check => ({
  what,
  leak: null,
  anomaly: `respuesta inesperada: HTTP ${status}`,
  outcome: `HTTP ${status}`,
});

async function projectsFile(t: TestApp, principal: Principal, query: string, what: string) {
  const res = await get(t, principal, `/api/excelProjects${query}`);
  if (res.status !== 200) return { check: unexpected(what, res.status), status: res.status };
  const [header = [], ...data] = await rowsOf(res.body);
  const idColumn = header.indexOf('ID');
  const ids = data.map((row) => Number(row[idColumn]));
  const rows = ids.length
    ? await t.database.db
        .select({ id: projects.id, agency: projects.real_state_agency_id })
        .from(projects)
        .where(inArray(projects.id, ids))
    : [];
  const outside = rows
    .filter((p) => !principal.agencyIds.includes(p.agency) && !principal.projectIds.includes(p.id))
    .map((p) => `${p.id} (agencia ${p.agency})`);
  const check: Check = {
    what,
    leak: outside.length ? `proyectos ajenos en el archivo: ${listed(outside)}` : null,
    anomaly: idColumn < 0 || rows.length !== ids.length ? 'archivo sin IDs reconocibles' : null,
    outcome: ids.length ? 'datos propios' : 'vacío',
  };
  return { check, status: res.status };
}

export const excelProjectsCase: CrossCase = {
  operation: 'GET /api/excelProjects',
  async run({ t }, principal, foreign) {
    const own = await ownProjects(t.database.db, principal);
    const foreignId = foreign.projectIds[0]!;
    const all = await projectsFile(t, principal, '', 'Proyectos.xlsx sin filtro');
    const byAgency = await projectsFile(t, principal, `?real_state_agency=${foreign.agencyId}`, 'filtro por la agencia ajena'); // prettier-ignore
    const mixed = await projectsFile(t, principal, `?project_id=${[foreignId, ...own.slice(0, 1)].join(',')}`, 'ids propio y ajeno'); // prettier-ignore
    const single = await get(t, principal, `/api/excelProjects?project_id=${foreignId}`);
    const refused: Check = {
      what: 'proyecto ajeno por id',
      leak: single.status === 200 ? 'entregó el archivo de un proyecto ajeno' : null,
      anomaly: single.status === 403 || single.status === 200 ? null : `se esperaba 403: HTTP ${single.status}`, // prettier-ignore
      outcome: `HTTP ${single.status}`,
    };
    return [all.check, byAgency.check, mixed.check, refused];
  },
};

/** A units download of another agency's project: refused, or a leak if it carries rows. */
function unitsCase(operation: string, path: string, queries: string[]): CrossCase {
  return {
    operation,
    async run({ t }, principal, foreign) {
      const checks: Check[] = [];
      for (const query of queries) {
        const what = `proyecto ajeno ${foreign.projectIds[0]}${query}`;
        const res = await get(t, principal, `${path}?project_id=${foreign.projectIds[0]}${query}`);
        const rows = res.status === 200 ? (await rowsOf(res.body)).length - 1 : 0;
        checks.push({
          what,
          leak: rows > 0 ? `${rows} unidades del proyecto ajeno en el archivo` : null,
          anomaly: [200, 403].includes(res.status) ? null : `respuesta inesperada: HTTP ${res.status}`, // prettier-ignore
          outcome: `HTTP ${res.status}`,
        });
      }
      return checks;
    },
  };
}

export const excelPropertiesCase = unitsCase('GET /api/excelProperties', '/api/excelProperties', [
  '',
  '&visible=1',
]);

export const excelWarehousesOrParkingLotsCase = unitsCase(
  'GET /api/excelWarehousesOrParkingLots',
  '/api/excelWarehousesOrParkingLots',
  ['', '&type=warehouse', '&type=parkinglot'],
);
