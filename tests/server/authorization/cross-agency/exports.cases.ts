import ExcelJS from 'exceljs';
import { count, eq, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  ExportJobDocument,
  RequestApprovalFileDocument,
  RequestBookingOrderFileDocument,
  RequestBookingRequestFileDocument,
  RequestContactsDocument,
  RequestPromiseOrderFileDocument,
  RequestPromiseRequestFileDocument,
  RequestProspectFileDocument,
  RequestQuotationsFileDocument,
} from '../../../../graphql/generated/client/graphql';
import {
  bookingOrders,
  bookingRequests,
  contactForms,
  exportJobs,
  preapprovals,
  projects,
  promiseOrders,
  promiseRequests,
  prospects,
  quotations,
} from '../../../../src/server/db/schema';
import type { Principal } from '../../../harness/principals';
import { executeOperation, type OperationResult, type TestApp } from '../../../harness/test-app';
import { codeOf, listed, refusedAndUnchanged, type Check, type CrossCase } from './cross-case';
import type { Foreign } from './world';

// The asynchronous exports of another agency: a request naming its project (or agency) is refused
// and queues nothing; an unfiltered request, once the runner wrote the file, holds no row of a
// project the principal may not see (rows are recognised by the file's ID column and looked up).

type Filters = { project?: string; agency?: string };
type Request = (t: TestApp, token: string, f: Filters) => Promise<OperationResult<unknown> & { id: string | null }>; // prettier-ignore

const ask =
  <R, V>(
    document: Parameters<typeof executeOperation<R, V>>[1],
    variables: (f: Filters) => V,
    pick: (data: R) => { id: string },
  ): Request =>
  async (t, token, f) => {
    const result = await executeOperation(t.app, document, variables(f), token);
    return { ...result, id: result.data ? pick(result.data).id : null };
  };

const jobsOf = async (t: TestApp, userId: number | null) =>
  (await t.database.db.select({ n: count() }).from(exportJobs).where(eq(exportJobs.user_id, userId ?? 0)))[0]?.n; // prettier-ignore

async function idsInFile(
  t: TestApp,
  principal: Principal,
  jobId: string,
): Promise<number[] | string> {
  await t.app.exportRunner.drain();
  const job = await executeOperation(
    t.app,
    ExportJobDocument,
    { id: jobId },
    principal.token ?? '',
  );
  const url = job.data?.exportJob?.download_url;
  if (!url) return `el trabajo no terminó listo (${job.data?.exportJob?.status ?? 'sin trabajo'})`;
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${principal.token}` } }); // prettier-ignore
  if (res.statusCode !== 200) return `descarga HTTP ${res.statusCode}`;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
  const sheet = workbook.worksheets[0];
  const ids: number[] = [];
  sheet?.eachRow((row, n) => {
    if (n > 1) ids.push(Number(row.getCell(1).value));
  });
  return ids;
}

async function visibleProjects(t: TestApp, principal: Principal): Promise<Set<number>> {
  const rows = await t.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      or(
        inArray(projects.real_state_agency_id, principal.agencyIds.length ? principal.agencyIds : [0]), // prettier-ignore
        inArray(projects.id, principal.projectIds.length ? principal.projectIds : [0]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

function exportCase(
  operation: string,
  request: Request,
  source: { table: PgTable; id: AnyPgColumn; project: AnyPgColumn },
  byAgency = false,
): CrossCase {
  return {
    operation,
    async run({ t }, principal: Principal, foreign: Foreign) {
      const token = principal.token ?? '';
      const checks: Check[] = [];
      const aimed: [string, Filters][] = [['proyecto ajeno', { project: String(foreign.projectIds[0]) }]]; // prettier-ignore
      if (byAgency) aimed.push(['inmobiliaria ajena', { agency: String(foreign.agencyId) }]);
      for (const [what, filters] of aimed) {
        const before = await jobsOf(t, principal.userId);
        const result = await request(t, token, filters);
        checks.push(refusedAndUnchanged(`${operation} con ${what}`, result, result.id, before, await jobsOf(t, principal.userId))); // prettier-ignore
      }
      const plain = await request(t, token, {});
      if (!plain.id) return [...checks, { what: 'sin filtros', leak: null, outcome: codeOf(plain) ?? 'sin error' }]; // prettier-ignore
      const ids = await idsInFile(t, principal, plain.id);
      if (typeof ids === 'string') return [...checks, { what: 'sin filtros', leak: null, anomaly: ids, outcome: 'archivo' }]; // prettier-ignore
      const visible = await visibleProjects(t, principal);
      const rows = ids.length
        ? await t.database.db
            .select({ id: source.id, project: source.project })
            .from(source.table)
            .where(inArray(source.id, ids))
        : [];
      const outside = rows.filter((r) => !visible.has(Number(r.project))).map((r) => Number(r.id));
      checks.push({
        what: `archivo sin filtros (${ids.length} filas)`,
        leak: outside.length ? `filas de proyectos ajenos en el archivo: ${listed(outside)}` : null,
        anomaly: rows.length !== ids.length ? 'el archivo trae IDs que no existen' : null,
        outcome: 'archivo propio',
      });
      return checks;
    },
  };
}

const list = (f: Filters) => ({ project_id: f.project ?? '', status: '' });

export const exportCases: CrossCase[] = [
  exportCase('requestBookingRequestFile', ask(RequestBookingRequestFileDocument, list, (d) => d.requestBookingRequestFile), { table: bookingRequests, id: bookingRequests.id, project: bookingRequests.project_id }), // prettier-ignore
  exportCase('requestBookingOrderFile', ask(RequestBookingOrderFileDocument, list, (d) => d.requestBookingOrderFile), { table: bookingOrders, id: bookingOrders.id, project: bookingOrders.project_id }), // prettier-ignore
  exportCase('requestPromiseRequestFile', ask(RequestPromiseRequestFileDocument, list, (d) => d.requestPromiseRequestFile), { table: promiseRequests, id: promiseRequests.id, project: promiseRequests.project_id }), // prettier-ignore
  exportCase('requestPromiseOrderFile', ask(RequestPromiseOrderFileDocument, list, (d) => d.requestPromiseOrderFile), { table: promiseOrders, id: promiseOrders.id, project: promiseOrders.project_id }), // prettier-ignore
  exportCase('requestApprovalFile', ask(RequestApprovalFileDocument, list, (d) => d.requestApprovalFile), { table: preapprovals, id: preapprovals.id, project: preapprovals.project_id }), // prettier-ignore
  exportCase('requestProspectFile', ask(RequestProspectFileDocument, (f) => ({ project_id: f.project ?? '' }), (d) => d.requestProspectFile), { table: prospects, id: prospects.id, project: prospects.project_id }), // prettier-ignore
  exportCase('requestQuotationsFile', ask(RequestQuotationsFileDocument, (f) => ({ project_id: f.project ?? '', real_state_agency: f.agency ?? '' }), (d) => d.requestQuotationsFile), { table: quotations, id: quotations.id, project: quotations.project_id }, true), // prettier-ignore
  exportCase('requestContactsMutation', ask(RequestContactsDocument, (f) => ({ project: f.project ?? '', real_state_agency: f.agency ?? '' }), (d) => d.requestContactsMutation), { table: contactForms, id: contactForms.id, project: contactForms.project_id }, true), // prettier-ignore
];
