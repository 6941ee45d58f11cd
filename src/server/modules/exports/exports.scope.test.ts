import { count, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ExportJobDocument,
  RequestApprovalFileDocument,
  RequestBookingRequestFileDocument,
  RequestContactsDocument,
  RequestQuotationsFileDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, type TestApp } from '../../../../tests/harness/test-app';
import { bookingRequests, contactForms, exportJobs, projects, projectUsers } from '../../db/schema';
import { projectScope } from '../projects/projects.scope.service';
import { agencyIdsOf, projectsFor } from '../units/units.fixtures';
import {
  columnOf,
  download,
  firstSheet,
  headersOf,
  startExportsApp,
  tokens,
  userIdOf,
} from './exports.fixtures';

// Issue 5, item 5: an export holds only what the requesting role may see, and a bad filter is a
// Spanish error that creates no job.

let t: TestApp;
let token: (email: string) => Promise<string>;
const AGENCY_ADMIN = 'realstateadmin@demo.cl';

beforeAll(async () => {
  t = await startExportsApp();
  token = tokens(t);
});
afterAll(() => t?.close());

const jobCount = async () => (await t.database.db.select({ n: count() }).from(exportJobs))[0]?.n;

/** Runs the queue and downloads the job's file. */
async function fileOf(id: string, email: string) {
  await t.app.exportRunner.drain();
  const job = await executeOperation(t.app, ExportJobDocument, { id }, await token(email));
  expect(job.data?.exportJob?.status).toBe('ready');
  const res = await download(t, job.data?.exportJob?.download_url ?? '', await token(email));
  expect(res.statusCode).toBe(200);
  return res;
}

describe('an agency admin’s export', () => {
  it('holds exactly the booking requests of the projects the user may see', async () => {
    const res = await executeOperation(
      t.app,
      RequestBookingRequestFileDocument,
      {},
      await token(AGENCY_ADMIN),
    );
    const sheet = await firstSheet((await fileOf(res.data!.requestBookingRequestFile.id, AGENCY_ADMIN)).rawPayload); // prettier-ignore
    const userId = await userIdOf(t.database.db, AGENCY_ADMIN);
    const linked = t.database.db
      .select({ id: projectUsers.project_id })
      .from(projectUsers)
      .where(eq(projectUsers.user_id, userId));
    const visible = or(
      inArray(projects.real_state_agency_id, await agencyIdsOf(t.database.db, AGENCY_ADMIN)),
      inArray(projects.id, linked),
    );
    const mine = await t.database.db
      .select({ id: bookingRequests.id, project: projects.name })
      .from(bookingRequests)
      .innerJoin(projects, eq(projects.id, bookingRequests.project_id))
      .where(visible);
    const [all] = await t.database.db.select({ n: count() }).from(bookingRequests);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all!.n);
    expect(
      columnOf(sheet, 'ID')
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(mine.map((r) => r.id).sort((a, b) => a - b));
  });

  it('would leak every agency’s rows without the project scope (so the check above can fail)', async () => {
    const spy = vi.spyOn(projectScope, 'condition').mockReturnValue(undefined);
    try {
      const res = await executeOperation(t.app, RequestBookingRequestFileDocument, {}, await token(AGENCY_ADMIN)); // prettier-ignore
      const sheet = await firstSheet((await fileOf(res.data!.requestBookingRequestFile.id, AGENCY_ADMIN)).rawPayload); // prettier-ignore
      const [all] = await t.database.db.select({ n: count() }).from(bookingRequests);
      expect(sheet.rowCount - 1).toBe(all?.n);
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('is refused for another agency’s project or agency, and creates no job', async () => {
    const [foreign] = await projectsFor(t.database.db, AGENCY_ADMIN, false);
    const before = await jobCount();
    const byProject = await executeOperation(
      t.app,
      RequestBookingRequestFileDocument,
      { project_id: String(foreign!.id), status: '' },
      await token(AGENCY_ADMIN),
    );
    expect(byProject.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byAgency = await executeOperation(
      t.app,
      RequestQuotationsFileDocument,
      { real_state_agency: String(foreign!.real_state_agency_id) },
      await token(AGENCY_ADMIN),
    );
    expect(byAgency.errors?.[0]).toMatchObject({
      message: 'No tienes acceso a esta inmobiliaria.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await jobCount()).toBe(before);
  });

  it('leaves out the pre-approval details that only the details screen’s roles see', async () => {
    const agency = await executeOperation(t.app, RequestApprovalFileDocument, {}, await token(AGENCY_ADMIN)); // prettier-ignore
    const detail = await executeOperation(t.app, RequestApprovalFileDocument, {}, await token('preapprovaluser@demo.cl')); // prettier-ignore
    const agencySheet = await firstSheet((await fileOf(agency.data!.requestApprovalFile.id, AGENCY_ADMIN)).rawPayload); // prettier-ignore
    const detailSheet = await firstSheet((await fileOf(detail.data!.requestApprovalFile.id, 'preapprovaluser@demo.cl')).rawPayload); // prettier-ignore
    expect(headersOf(agencySheet)).not.toContain('Renta mensual (CLP)');
    expect(headersOf(agencySheet)).not.toContain('Codeudor');
    expect(headersOf(detailSheet)).toEqual(expect.arrayContaining(['Renta mensual (CLP)', 'Codeudor'])); // prettier-ignore
    expect(agencySheet.rowCount).toBeLessThan(detailSheet.rowCount);
  });
});

describe('filters', () => {
  it('a bad date is a Spanish error on its field, and no job', async () => {
    const before = await jobCount();
    const res = await executeOperation(
      t.app,
      RequestQuotationsFileDocument,
      { date_ini: '31-02-2025', date_end: '' },
      await token('admin@demo.cl'),
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'La fecha de inicio «31-02-2025» no es válida: usa el formato dd-mm-aaaa.',
      extensions: { code: 'BAD_USER_INPUT', field: 'date_ini' },
    });
    const reversed = await executeOperation(
      t.app,
      RequestQuotationsFileDocument,
      { date_ini: '2025-03-14', date_end: '01-03-2025' },
      await token('admin@demo.cl'),
    );
    expect(reversed.errors?.[0]?.message).toBe(
      'La fecha de inicio no puede ser posterior a la fecha de término.',
    );
    expect(await jobCount()).toBe(before);
  });

  it('dd-mm-aaaa and YYYY-MM-DD are stored alike; contacts may come as CSV for Excel', async () => {
    const res = await executeOperation(
      t.app,
      RequestContactsDocument,
      { type: 'csv', date_init: '01-01-2020', date_end: '2030-12-31', project: '' },
      await token('admin@demo.cl'),
    );
    const id = res.data!.requestContactsMutation.id;
    const [row] = await t.database.db.select().from(exportJobs).where(eq(exportJobs.id, id));
    expect(row?.params).toEqual({
      real_state_agency: null,
      project: null,
      format: 'csv',
      date_init: '2020-01-01',
      date_end: '2030-12-31',
    });
    const file = await fileOf(id, 'admin@demo.cl');
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ID;Fecha;Proyecto;Inmobiliaria;Nombre;RUT;Correo;Teléfono;Consulta');
    const [total] = await t.database.db.select({ n: count() }).from(contactForms);
    expect(lines.length - 1).toBe(total?.n);
  });
});
