import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExportJobsDocument,
  RequestApprovalFileDocument,
  RequestBookingOrderFileDocument,
  RequestBookingRequestFileDocument,
  RequestContactsDocument,
  RequestContactsEnterpriseDocument,
  RequestContactsFormDocument,
  RequestContactsFormHomeDocument,
  RequestContactsNewsletterDocument,
  RequestPromiseOrderFileDocument,
  RequestPromiseRequestFileDocument,
  RequestProspectFileDocument,
  RequestQuotationsFileDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, type TestApp } from '../../../../tests/harness/test-app';
import {
  bookingOrders,
  bookingRequests,
  contactFormEnterprises,
  contactFormHomeSections,
  contactForms,
  contactFormNewsletters,
  contactFormSections,
  preapprovals,
  promiseOrders,
  promiseRequests,
  prospects,
  quotations,
} from '../../db/schema';
import { download, firstSheet, headersOf, startExportsApp, tokens } from './exports.fixtures';

// Every export of the contract, requested by an Admin without filters, produces a ready file
// with one row per record of its table, under its Spanish name.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startExportsApp();
  admin = await tokens(t)('admin@demo.cl');
  // Separators of the pages' text inside a value: that page must still come out whole.
  const [first] = await t.database.db.select().from(contactFormEnterprises).limit(1);
  await t.database.db
    .update(contactFormEnterprises)
    .set({ message: 'Cotización\u001econ\u001fcontrol' })
    .where(eq(contactFormEnterprises.id, first!.id));
});
afterAll(() => t?.close());

const lists = { project_id: '', status: '' };
const dates = { date_init: '', date_end: '' };
const cases: [string, PgTable, string, () => Promise<unknown>][] = [
  ['booking_requests', bookingRequests, 'Solicitud de Reservas', () => run(RequestBookingRequestFileDocument, lists)], // prettier-ignore
  ['booking_orders', bookingOrders, 'Pagos de Reservas', () => run(RequestBookingOrderFileDocument, lists)], // prettier-ignore
  ['promise_requests', promiseRequests, 'Solicitud de Promesas', () => run(RequestPromiseRequestFileDocument, lists)], // prettier-ignore
  ['promise_orders', promiseOrders, 'Pagos de Promesas', () => run(RequestPromiseOrderFileDocument, lists)], // prettier-ignore
  ['preapprovals', preapprovals, 'Preaprobaciones', () => run(RequestApprovalFileDocument, lists)],
  ['prospects', prospects, 'Negocios', () => run(RequestProspectFileDocument, {})],
  ['quotations', quotations, 'Cotizaciones', () => run(RequestQuotationsFileDocument, {})],
  ['contacts', contactForms, 'Contactos', () => run(RequestContactsDocument, { type: '' })],
  ['contacts_newsletter', contactFormNewsletters, 'Contactos Newsletter', () => run(RequestContactsNewsletterDocument, dates)], // prettier-ignore
  ['contacts_enterprise', contactFormEnterprises, 'Contactos Empresas', () => run(RequestContactsEnterpriseDocument, dates)], // prettier-ignore
  ['contacts_form_section', contactFormSections, 'Contactos Formulario', () => run(RequestContactsFormDocument, dates)], // prettier-ignore
  ['contacts_form_home_section', contactFormHomeSections, 'Contactos Formulario Inicio', () => run(RequestContactsFormHomeDocument, dates)], // prettier-ignore
];

async function run<R, V>(document: Parameters<typeof executeOperation<R, V>>[1], vars: V) {
  const res = await executeOperation(t.app, document, vars, admin);
  expect(res.errors).toBeUndefined();
  return res.data;
}

describe('the twelve exports', () => {
  it('queue one job each', async () => {
    for (const [, , , request] of cases) await request();
    const jobs = await executeOperation(t.app, ExportJobsDocument, { limit: 50 }, admin);
    expect(jobs.data?.exportJobs.map((j) => j.type).sort()).toEqual(cases.map((c) => c[0]).sort());
    expect(jobs.data?.exportJobs.every((j) => j.status === 'queued')).toBe(true);
  });

  it('each end ready, named in Spanish, with every record of its list', async () => {
    expect(await t.app.exportRunner.drain()).toBe(cases.length);
    const jobs = await executeOperation(t.app, ExportJobsDocument, { limit: 50 }, admin);
    for (const [type, table, name] of cases) {
      const job = jobs.data?.exportJobs.find((j) => j.type === type);
      expect(job?.status, type).toBe('ready');
      expect(job?.file_name, type).toMatch(new RegExp(`^${name} \\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
      const res = await download(t, job?.download_url ?? '', admin);
      expect(res.statusCode, type).toBe(200);
      const sheet = await firstSheet(res.rawPayload);
      expect(headersOf(sheet)[0], type).toBe('ID');
      const [total] = await t.database.db.select({ n: count() }).from(table);
      expect(sheet.rowCount - 1, type).toBe(total?.n);
      expect(total?.n, type).toBeGreaterThan(0);
    }
  });
});
