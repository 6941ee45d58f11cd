import ExcelJS from 'exceljs';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/harness/test-app';
import { projects } from '../db/schema';
import { projectScope } from '../modules/projects/projects.scope.service';
import { PROJECT_COLUMNS } from '../modules/projects/projects.export';
import { auditsOf, download, sheetOf, userIdOf, visibleProjects } from './excel-downloads.fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp('demo');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const liveProjects = () =>
  t.database.db
    .select()
    .from(projects)
    .where(isNull(projects.deleted_at))
    .orderBy(asc(projects.orden), asc(projects.name), asc(projects.id));

const column = (header: string) => PROJECT_COLUMNS.findIndex((c) => c.header === header);

describe('GET /api/excelProjects', () => {
  it('downloads Proyectos.xlsx with every live project for Admin, typed cells, in list order', async () => {
    const res = await download(t, '/api/excelProjects', 'admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Proyectos.xlsx"; filename*=UTF-8''Proyectos.xlsx`,
    );
    const { sheet, header, data } = await sheetOf(res.rawPayload, 'Proyectos');
    expect(header).toEqual(PROJECT_COLUMNS.map((c) => c.header));
    expect(header.slice(0, 4)).toEqual(['ID', 'Nombre', 'Inmobiliaria', 'Tipo']);
    const live = await liveProjects();
    expect(data.map((row) => row[0])).toEqual(live.map((p) => p.id));

    const first = live[0]!;
    const row = sheet.getRow(2);
    const price = row.getCell(column('Precio desde (UF)') + 1);
    expect(price.value).toBe(Number(first.price_from));
    expect(price.numFmt).toBe('#,##0.00');
    expect(row.getCell(column('Dormitorios desde') + 1).value).toBe(first.bedrooms_from);
    expect(row.getCell(column('Visible') + 1).value).toBe(first.visible ? 'Sí' : 'No');
    const created = row.getCell(column('Creado') + 1);
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(row.getCell(column('Región') + 1).value).toEqual(expect.stringMatching(/\S/));
    expect(row.getCell(column('Departamentos y casas') + 1).value).toEqual(expect.any(Number));
  });

  it("gives an agency user only its agencies' projects", async () => {
    const res = await download(t, '/api/excelProjects', 'realstateadmin@demo.cl');
    const { data } = await sheetOf(res.rawPayload, 'Proyectos');
    const mine = await visibleProjects(t, 'realstateadmin@demo.cl');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan((await liveProjects()).length);
    expect(data.map((row) => row[0]).sort()).toEqual(mine.map((p) => p.id).sort());
  });

  it('filters through the one projects scope', async () => {
    const spy = vi.spyOn(projectScope, 'condition').mockReturnValue(undefined);
    const res = await download(t, '/api/excelProjects', 'realstateadmin@demo.cl');
    expect(spy).toHaveBeenCalled();
    const { data } = await sheetOf(res.rawPayload, 'Proyectos');
    expect(data).toHaveLength((await liveProjects()).length);
  });

  it('takes the list filters: project ids (repeated, [] or comma-separated) and agency', async () => {
    const live = await liveProjects();
    const [a, b] = [live[0]!, live[1]!];
    for (const query of [
      `project_id=${a.id},${b.id}`,
      `project_id=${a.id}&project_id=${b.id}`,
      `project_id[]=${a.id}&project_id[]=${b.id}`,
    ]) {
      const res = await download(t, `/api/excelProjects?${query}`, 'admin@demo.cl');
      const { data } = await sheetOf(res.rawPayload, 'Proyectos');
      expect(data.map((row) => row[0]).sort(), query).toEqual([a.id, b.id].sort());
    }
    const agency = a.real_state_agency_id;
    const res = await download(t, `/api/excelProjects?real_state_agency=${agency}&project_id=`, 'admin@demo.cl'); // prettier-ignore
    const { data } = await sheetOf(res.rawPayload, 'Proyectos');
    const ofAgency = live.filter((p) => p.real_state_agency_id === agency).map((p) => p.id);
    expect(data.map((row) => row[0])).toEqual(ofAgency);
  });

  it('answers 403 in Spanish for one project of another agency, 404 for an unknown one', async () => {
    const mine = await visibleProjects(t, 'realstateadmin@demo.cl');
    const [foreign] = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(ne(projects.real_state_agency_id, mine[0]!.agency), isNull(projects.deleted_at)))
      .limit(1);
    const res = await download(t, `/api/excelProjects?project_id=${foreign!.id}`, 'realstateadmin@demo.cl'); // prettier-ignore
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'No tienes acceso a este proyecto.' });
    const unknown = await download(t, '/api/excelProjects?project_id=999999', 'admin@demo.cl');
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to roles outside the projects area', async () => {
    expect((await download(t, '/api/excelProjects')).statusCode).toBe(401);
    expect((await download(t, '/api/excelProjects', 'newsuser@demo.cl')).statusCode).toBe(403);
    expect((await download(t, '/api/excelProjects', 'preapprovaluser@demo.cl')).statusCode).toBe(403); // prettier-ignore
  });

  it('writes one audit row per download: who, which filters, how many rows', async () => {
    const before = (await auditsOf(t, 'Export', 'excelProjects')).length;
    const res = await download(
      t,
      '/api/excelProjects?real_state_agency=',
      'realstatevendor@demo.cl',
    );
    const { data } = await sheetOf(res.rawPayload, 'Proyectos');
    // The row is written once the stream has ended, which may be just after the response.
    const rows = await vi.waitFor(async () => {
      const found = await auditsOf(t, 'Export', 'excelProjects');
      expect(found).toHaveLength(before + 1);
      return found;
    });
    expect(rows[0]).toMatchObject({
      user_id: await userIdOf(t, 'realstatevendor@demo.cl'),
      event: 'exported',
      new_values: {
        route: 'GET /api/excelProjects',
        filters: { real_state_agency: '', project_id: [] },
        file_name: 'Proyectos.xlsx',
        rows: data.length,
        complete: true,
      },
    });
  });

  it('neutralizes a name and a phone that a spreadsheet would run as formulas', async () => {
    const [target] = await liveProjects();
    const name = '=HYPERLINK("http://sitio-malo.cl","Ver proyecto")';
    await t.database.db
      .update(projects)
      .set({ name, executivephone: '+56 9 8765 4321' })
      .where(eq(projects.id, target!.id));
    const res = await download(t, `/api/excelProjects?project_id=${target!.id}`, 'admin@demo.cl');
    const { sheet } = await sheetOf(res.rawPayload, 'Proyectos');
    const cell = sheet.getRow(2).getCell(column('Nombre') + 1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(`'${name}`);
    expect(sheet.getRow(2).getCell(column('Teléfono del ejecutivo') + 1).value).toBe(
      "'+56 9 8765 4321",
    );
  });
});
