import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateRealStateAgencyDocument,
  EditPreapprovalDocument,
  EditRealStateAgencyDocument,
  ExportJobDocument,
  RequestBookingRequestFileDocument,
} from '../../../graphql/generated/client/graphql';
import { buildApp } from '../app';
import { executeOperation, startTestApp, type TestApp } from '../../../tests/harness/test-app';
import { download, firstSheet, tokens } from '../modules/exports/exports.fixtures';
import {
  PUBLIC_URL,
  insertBuyer,
  insertPreapproval,
  pdf,
  projectOf,
} from '../modules/preapprovals/preapprovals.fixtures';
import { startLocalS3, type LocalS3 } from './s3.fixtures';
import { executeUpload, images } from './storage.fixtures';

// Two instances of the server on one database and one bucket, each with a storage directory of
// its own that must stay empty: what one stores, the other serves, with the same URLs, headers and
// checks as the local directory.

let s3: LocalS3;
let one: TestApp;
let other: FastifyInstance;
const dirs = { one: mkdtempSync(join(tmpdir(), 'instancia-1-')), other: mkdtempSync(join(tmpdir(), 'instancia-2-')) }; // prettier-ignore
let token: (email: string) => Promise<string>;

beforeAll(async () => {
  s3 = await startLocalS3();
  const shared = { storageUrl: s3.url, publicUrl: PUBLIC_URL };
  one = await startTestApp('demo', { ...shared, storageDir: dirs.one });
  other = await buildApp({
    database: one.database,
    config: { ...one.config, storageDir: dirs.other },
  });
  await other.ready();
  token = tokens(one);
});
afterAll(async () => {
  await other?.close();
  await one?.close();
  await s3?.close();
});

const get = (app: FastifyInstance, url: string, bearer?: string) =>
  app.inject({
    method: 'GET',
    url: url.replace(PUBLIC_URL, ''),
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });

describe('two instances on one bucket', () => {
  it('serve a logo uploaded on either, and a replaced one is gone from both', async () => {
    const admin = await token('admin@demo.cl');
    const created = await executeUpload(
      one.app,
      CreateRealStateAgencyDocument,
      { name: 'Inmobiliaria Puerto Varas' },
      { logo: { bytes: images.png, name: 'logo-pv.png', type: 'image/png' } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const agency = created.data?.createRealStateAgency;
    const oldLogo = agency?.medias.find((m) => m.type === 'logo')?.url ?? '';
    expect(oldLogo).toMatch(/^https:\/\/backoffice\.ejemplo\.cl\/storage\/agencies\/[\w-]+\.png$/);
    const served = await get(other, oldLogo);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(images.png.byteLength),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload).toEqual(Buffer.from(images.png));

    const edited = await executeUpload(
      other,
      EditRealStateAgencyDocument,
      {
        agency_id: agency?.id ?? '',
        name: 'Inmobiliaria Puerto Varas',
        official_name: 'Inmobiliaria Puerto Varas SpA',
      },
      { logo: { bytes: images.webp, name: 'logo-nuevo.webp', type: 'image/webp' } },
      admin,
    );
    expect(edited.errors).toBeUndefined();
    const newLogo = edited.data?.editRealStateAgency.medias.find((m) => m.type === 'logo')?.url;
    expect((await get(one.app, newLogo ?? '')).rawPayload).toEqual(Buffer.from(images.webp));
    expect((await get(one.app, oldLogo)).statusCode).toBe(404);
    expect((await get(other, oldLogo)).statusCode).toBe(404);
    expect(existsSync(join(dirs.one, 'agencies'))).toBe(false);
    expect(existsSync(join(dirs.other, 'agencies'))).toBe(false);
  });

  it('download from one an export produced on the other, only with the signed link', async () => {
    const admin = await token('admin@demo.cl');
    const requested = await executeOperation(one.app, RequestBookingRequestFileDocument, { project_id: '', status: '' }, admin); // prettier-ignore
    const id = requested.data?.requestBookingRequestFile.id ?? '';
    expect(await one.app.exportRunner.drain()).toBe(1);
    const job = (await executeOperation(other, ExportJobDocument, { id }, admin)).data?.exportJob;
    expect(job?.status).toBe('ready');
    const url = job?.download_url ?? '';
    expect(await s3.objectKeys()).toContain(`private/exports/${id}-1.xlsx`);

    const res = await download({ ...one, app: other }, url, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await firstSheet(res.rawPayload)).rowCount).toBeGreaterThan(1);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
    const stranger = await token('realstateadmin@demo.cl');
    expect((await download({ ...one, app: other }, url, stranger)).statusCode).toBe(403);
    expect((await get(other, `/storage/exports/${id}-1.xlsx`)).statusCode).toBe(404);
    expect(existsSync(`${dirs.one}-private`)).toBe(false);
  });

  it('keep a pre-approval document private: served by either through its route only', async () => {
    const db = one.database.db;
    const project = await projectOf(db, 'realstateadmin@demo.cl');
    const buyer = await insertBuyer(db, { name: 'Catalina', last_name: 'Rojas Soto', rut: 17_654_321, email: 'catalina.rojas@gmail.com', phone: '+56 9 6677 8899' }); // prettier-ignore
    const { id } = await insertPreapproval(db, { projectId: project.id, customerId: buyer.id });
    const executive = await token('preapprovaluser@demo.cl');
    const edited = await executeUpload(one.app, EditPreapprovalDocument, { preapproval_id: String(id), status: 'approved', description: 'Crédito preaprobado.' }, { file: pdf }, executive); // prettier-ignore
    expect(edited.errors).toBeUndefined();
    const link = edited.data?.editPreapproval.document_url ?? '';

    const served = await get(other, link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(new Uint8Array(served.rawPayload)).toEqual(pdf.bytes);
    expect((await get(other, `/api/preapprovals/${id}/document`)).statusCode).toBe(401);

    const key = (await s3.objectKeys()).find((k) => k.startsWith('private/preapprovals/')) ?? '';
    expect(key).toMatch(/^private\/preapprovals\/[0-9a-f-]+\.pdf$/);
    for (const app of [one.app, other]) {
      expect((await get(app, `/storage/${key.slice('private/'.length)}`)).statusCode).toBe(404);
      expect((await get(app, `/storage/${key}`)).statusCode).toBe(404);
    }
  });
});
