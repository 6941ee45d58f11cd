import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EditPreapprovalDocument,
  PreapprovalDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, preapprovals, users } from '../../db/schema';
import { executeUpload, type UploadPart } from '../../storage/storage.fixtures';
import {
  PUBLIC_URL,
  documentsFixture,
  fakePdf,
  hugePdf,
  insertBuyer,
  insertPreapproval,
  pdf,
  png,
  projectOf,
  tokens,
} from './preapprovals.fixtures';
import { documentToken } from './preapprovals.document-links.service';

// editPreapproval through real requests (multipart when a file goes with it): status and
// description required, the same status kept for a new description or document, the document
// checked by content and size, stored privately and served only to whom may open the details.

const storage = documentsFixture('preapproval-docs-');
let t: TestApp;
let token: (email: string) => Promise<string>;
const EXEC = 'preapprovaluser@demo.cl';
let project: Awaited<ReturnType<typeof projectOf>>;
let buyerId: number;

beforeAll(async () => {
  t = await startTestApp('demo', { storageDir: storage.dir, publicUrl: PUBLIC_URL });
  token = tokens(t);
  project = await projectOf(t.database.db, 'realstateadmin@demo.cl');
  buyerId = (await insertBuyer(t.database.db, { name: 'Javiera', last_name: 'Núñez Tapia', rut: 18_345_672, email: 'javiera.nunez@gmail.com', phone: '+56 9 4433 2211' })).id; // prettier-ignore
});
afterAll(async () => {
  await t?.close();
  rmSync(storage.dir, { recursive: true, force: true });
  rmSync(`${storage.dir}-private`, { recursive: true, force: true });
});

const fresh = async () => (await insertPreapproval(t.database.db, { projectId: project.id, customerId: buyerId })).id; // prettier-ignore
const row = async (id: number) =>
  (await t.database.db.select().from(preapprovals).where(eq(preapprovals.id, id)))[0];
const auditRows = (id: number) =>
  t.database.db.select().from(audits).where(and(eq(audits.auditable_type, 'Preapproval'), eq(audits.auditable_id, String(id)))); // prettier-ignore

type Edit = { status: string; description: string };
const edit = async (id: number, values: Edit, email = EXEC) =>
  executeOperation(t.app, EditPreapprovalDocument, { preapproval_id: String(id), ...values, file: null }, await token(email)); // prettier-ignore
const editWith = async (id: number, values: Edit, file: UploadPart, email = EXEC) =>
  executeUpload(t.app, EditPreapprovalDocument, { preapproval_id: String(id), ...values }, { file }, await token(email)); // prettier-ignore
const routeOf = (id: number) => `/api/preapprovals/${id}/document`;
/** document_url: the route with a token signed for the viewer (`{user}.{expires}.{signature}`). */
const linkOf = (id: number) =>
  new RegExp(
    `^${PUBLIC_URL.replaceAll('.', '\\.')}/api/preapprovals/${id}/document\\?token=\\d+\\.\\d+\\.[\\w-]{43}$`,
  );
const userId = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0; // prettier-ignore
const open = async (url: string, email: string | null = EXEC) =>
  t.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, ''), headers: email ? { authorization: `Bearer ${await token(email)}` } : {} }); // prettier-ignore

describe('editPreapproval', () => {
  it('requires status and description, in Spanish, and changes nothing without them', async () => {
    const id = await fresh();
    const blank = await edit(id, { status: ' ', description: '' });
    expect(blank.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        status: 'El estado es obligatorio.',
        description: 'La descripción es obligatoria.',
      },
    });
    const skip = await edit(id, { status: 'aprobada', description: 'Banco aprobó' });
    expect(skip.errors?.[0]?.message).toMatch(/^«aprobada» no es un estado de preaprobación/);
    expect((await row(id))?.status).toBe('pending');
    expect(await auditRows(id)).toHaveLength(0);
  });

  it('changes the status along the table, or only the description, one audit row each', async () => {
    const id = await fresh();
    const review = await edit(id, { status: 'in_review', description: 'En evaluación por el banco.' }); // prettier-ignore
    expect(review.data?.editPreapproval).toEqual({ id: String(id), status: 'in_review', description: 'En evaluación por el banco.', document_url: null }); // prettier-ignore
    // Same status: a new description alone is a change too.
    const note = await edit(id, { status: 'in_review', description: 'Se pidió certificado AFP.' });
    expect(note.errors).toBeUndefined();
    // Nothing new: no audit row.
    expect((await edit(id, { status: 'in_review', description: 'Se pidió certificado AFP.' })).errors).toBeUndefined(); // prettier-ignore
    const rows = await auditRows(id);
    expect(rows.map((r) => r.new_values)).toEqual(
      expect.arrayContaining([
        { status: 'in_review', description: 'En evaluación por el banco.' },
        { description: 'Se pidió certificado AFP.' },
      ]),
    );
    expect(rows).toHaveLength(2);
    const back = await edit(id, { status: 'pending', description: 'Volver a pendiente' });
    expect(back.errors?.[0]?.message).toBe(
      'Una preaprobación en estado «En revisión» no puede pasar a «Pendiente». ' +
        'Puede pasar a «Aprobada», «Rechazada».',
    );
  });

  it('stores a PDF privately and serves it only to whom may open the details', async () => {
    const id = await fresh();
    const res = await editWith(id, { status: 'approved', description: 'Crédito preaprobado por el banco.' }, pdf); // prettier-ignore
    expect(res.errors).toBeUndefined();
    const url = res.data?.editPreapproval.document_url ?? '';
    expect(url).toMatch(linkOf(id));
    const served = await open(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(new Uint8Array(served.rawPayload)).toEqual(pdf.bytes);
    expect((await open(url, 'admin@demo.cl')).statusCode).toBe(200);
    // Not to the agency roles (their screens have no details page), nor to anyone signed out
    // without the signed link.
    expect((await open(url, 'realstateadmin@demo.cl')).statusCode).toBe(403);
    expect((await open(routeOf(id), null)).statusCode).toBe(401);
    // The public storage route cannot reach the private file.
    const key = (await row(id))?.document_url ?? '';
    expect(key).toMatch(/^preapprovals\/[0-9a-f-]+\.pdf$/);
    expect((await t.app.inject({ method: 'GET', url: `/storage/${key}` })).statusCode).toBe(404);
    expect(storage.privateFiles()).toContain(key.split('/')[1]);
    const [audit] = await auditRows(id);
    expect(audit?.new_values).toMatchObject({ status: 'approved', document_url: key, document_name: 'Carta preaprobación Banco Estado.pdf' }); // prettier-ignore
    // The details give the link to the executive, and none to an agency role.
    const seen = async (email: string) => (await executeOperation(t.app, PreapprovalDocument, { id: String(id) }, await token(email))).data?.preapprovals.data[0]?.document_url; // prettier-ignore
    expect(await seen(EXEC)).toMatch(linkOf(id));
    expect(await seen('realstateadmin@demo.cl')).toBeNull();
    // A PNG replaces it (same status): the old file goes, the new one is served as an image.
    const again = await editWith(id, { status: 'approved', description: 'Carta escaneada.' }, png);
    expect(again.errors).toBeUndefined();
    const replaced = (await row(id))?.document_url ?? '';
    expect(replaced).toMatch(/\.png$/);
    expect(storage.privateFiles()).not.toContain(key.split('/')[1]);
    // With the bearer token the link's own token does not matter (it was the old document's).
    expect((await open(url)).headers['content-type']).toBe('image/png');
  });

  it('opens from the signed link alone, for one hour, that record, that document', async () => {
    const id = await fresh();
    const res = await editWith(id, { status: 'approved', description: 'Carta de preaprobación Banco de Chile.' }, pdf); // prettier-ignore
    const url = res.data?.editPreapproval.document_url ?? '';
    const served = await open(url, null);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="preaprobacion-${id}.pdf"`,
    );
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-security-policy']).not.toContain('sandbox');
    expect(served.headers['referrer-policy']).toBe('no-referrer');
    expect(new Uint8Array(served.rawPayload)).toEqual(pdf.bytes);
    const signed = new URL(url).searchParams.get('token') ?? '';
    const badLink = async (path: string) => {
      const answer = await open(path, null);
      expect(answer.statusCode, path).toBe(403);
      expect(answer.json(), path).toEqual({ message: 'El enlace del documento no es válido o expiró. Vuelve a abrir la preaprobación para obtener uno nuevo.' }); // prettier-ignore
    };
    // Tampered with: one character of the signature, or the holder swapped.
    const last = signed.at(-1) === 'A' ? 'B' : 'A';
    await badLink(`${routeOf(id)}?token=${signed.slice(0, -1)}${last}`);
    await badLink(`${routeOf(id)}?token=${await userId('admin@demo.cl')}${signed.slice(signed.indexOf('.'))}`); // prettier-ignore
    // Another pre-approval's address (with a document of its own), or one that does not exist.
    const other = await fresh();
    await editWith(other, { status: 'approved', description: 'Carta del codeudor.' }, pdf);
    await badLink(`${routeOf(other)}?token=${signed}`);
    await badLink(`${routeOf(99999999)}?token=${signed}`);
    // Expired: signed two hours ago, so an hour past its life.
    const key = (await row(id))?.document_url ?? '';
    const link = { preapprovalId: id, userId: await userId(EXEC), documentKey: key };
    await badLink(`${routeOf(id)}?token=${documentToken(t.config, link, Date.now() - 2 * 3_600_000)}`); // prettier-ignore
    // Signed right, but for someone whose role may not open it: the route reads the role again.
    const agency = { ...link, userId: await userId('realstateadmin@demo.cl') };
    const refused = await open(`${routeOf(id)}?token=${documentToken(t.config, agency)}`, null);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'No tienes acceso a esta preaprobación.' });
    // A new document ends the old link; the new one is served as an image, sandboxed.
    await editWith(id, { status: 'approved', description: 'Carta escaneada.' }, png);
    await badLink(url.replace(PUBLIC_URL, ''));
    const fresher = await executeOperation(t.app, PreapprovalDocument, { id: String(id) }, await token(EXEC)); // prettier-ignore
    const image = await open(fresher.data?.preapprovals.data[0]?.document_url ?? '', null);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a file that is not a PDF or image by content, or over 10 MB, changing nothing', async () => {
    const id = await fresh();
    const before = storage.privateFiles();
    const fake = await editWith(id, { status: 'approved', description: 'Adjunto liquidación' }, fakePdf); // prettier-ignore
    expect(fake.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(fake.errors?.[0]?.message).toBe('El documento debe ser un PDF o una imagen PNG o JPG.');
    const huge = await editWith(id, { status: 'approved', description: 'Escaneo completo' }, hugePdf()); // prettier-ignore
    expect(huge.errors?.[0]?.message).toBe('El archivo supera el máximo de 10 MB.');
    expect(await row(id)).toMatchObject({ status: 'pending', document_url: null, description: 'Cliente envió liquidaciones de sueldo.' }); // prettier-ignore
    expect(await auditRows(id)).toHaveLength(0);
    expect(storage.privateFiles()).toEqual(before);
    expect((await open(`/api/preapprovals/${id}/document`)).statusCode).toBe(404);
  });

  it('leaves no new file behind, and keeps the old one, when the change itself is refused', async () => {
    const id = await fresh();
    const before = storage.privateFiles();
    expect((await editWith(id, { status: 'in_review', description: 'Liquidaciones' }, pdf)).errors).toBeUndefined(); // prettier-ignore
    const kept = (await row(id))?.document_url;
    const refused = await editWith(id, { status: 'pending', description: 'Otra carta' }, png);
    expect(refused.errors?.[0]?.message).toMatch(/no puede pasar a «Pendiente»/);
    expect(await row(id)).toMatchObject({ status: 'in_review', document_url: kept });
    expect(storage.privateFiles()).toHaveLength(before.length + 1);
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('is refused to the agency roles by the policy, and to no such pre-approval', async () => {
    const id = await fresh();
    const res = await edit(id, { status: 'in_review', description: 'x' }, 'realstateadmin@demo.cl');
    expect(res.statusCode).toBe(403);
    expect((await row(id))?.status).toBe('pending');
    expect((await edit(99999999, { status: 'in_review', description: 'x' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND'); // prettier-ignore
  });
});
