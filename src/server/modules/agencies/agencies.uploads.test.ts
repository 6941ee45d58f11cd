import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateRealStateAgencyDocument,
  EditRealStateAgencyDocument,
} from '../../../../graphql/generated/client/graphql';
import { startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, medias, realStateAgencies } from '../../db/schema';
import { executeUpload, images, type UploadPart } from '../../storage/storage.fixtures';
import { agencyAudits, countRows, tokens } from './agencies.fixtures';

// Logo and cover page through real multipart requests (graphql-multipart-request-spec), stored in
// a storage directory of this file's own, so "no file left behind" can be checked exactly.
const PUBLIC_URL = 'https://backoffice.ejemplo.cl';
const storageDir = mkdtempSync(join(tmpdir(), 'agency-uploads-'));
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp('demo', { storageDir, publicUrl: PUBLIC_URL });
  admin = await tokens(t)('admin@demo.cl');
});
afterAll(() => t.close());

const png = (name: string): UploadPart => ({ bytes: images.png, name, type: 'image/png' });
const jpeg = (name: string): UploadPart => ({ bytes: images.jpeg, name, type: 'image/jpeg' });
const storedFiles = () => {
  try {
    return readdirSync(join(storageDir, 'agencies')).sort();
  } catch {
    return [];
  }
};
const fetchPath = (url: string) =>
  t.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });
const mediaRows = (agencyId: number) =>
  t.database.db.select().from(medias).where(eq(medias.model_id, agencyId));

describe('agency logo and cover page', () => {
  it('stores both images, lists them in medias and serves them', async () => {
    const res = await executeUpload(
      t.app,
      CreateRealStateAgencyDocument,
      { name: 'Inmobiliaria Llanquihue', official_name: 'Inmobiliaria Llanquihue SpA' },
      { logo: png('logo-llanquihue.png'), cover_page: jpeg('portada lago.jpg') },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const agency = res.data?.createRealStateAgency;
    const byType = Object.fromEntries((agency?.medias ?? []).map((m) => [m.type, m]));
    expect(byType.logo).toMatchObject({ mime: 'image/png', extension: 'png' });
    expect(byType.cover_page).toMatchObject({ mime: 'image/jpeg', extension: 'jpg' });
    expect(byType.logo?.url).toMatch(
      /^https:\/\/backoffice\.ejemplo\.cl\/storage\/agencies\/[\w-]+\.png$/,
    );
    expect(byType.logo?.full_url).toBe(byType.logo?.url);

    const served = await fetchPath(byType.logo?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(Buffer.from(images.png));
    expect(storedFiles()).toHaveLength(2);

    const [created] = await agencyAudits(t.database.db, agency?.id ?? '');
    expect(created?.new_values).toMatchObject({
      logo: 'logo-llanquihue.png',
      cover_page: 'portada lago.jpg',
    });
  });

  it('replaces a sent logo (removing the old file) and keeps an absent cover page', async () => {
    const first = await executeUpload(
      t.app,
      CreateRealStateAgencyDocument,
      { name: 'Inmobiliaria Castro' },
      { logo: png('logo-antiguo.png'), cover_page: jpeg('portada.jpg') },
      admin,
    );
    const id = first.data?.createRealStateAgency.id ?? '';
    const oldLogo = first.data?.createRealStateAgency.medias.find((m) => m.type === 'logo');
    const cover = first.data?.createRealStateAgency.medias.find((m) => m.type === 'cover_page');
    const filesBefore = storedFiles();

    const res = await executeUpload(
      t.app,
      EditRealStateAgencyDocument,
      { agency_id: id, name: 'Inmobiliaria Castro', official_name: 'Inmobiliaria Castro Ltda.' },
      { logo: { bytes: images.webp, name: 'logo-nuevo.webp', type: 'image/webp' } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const after = res.data?.editRealStateAgency.medias ?? [];
    expect(after.map((m) => m.type).sort()).toEqual(['cover_page', 'logo']);
    expect(after.find((m) => m.type === 'cover_page')?.url).toBe(cover?.url);
    const newLogo = after.find((m) => m.type === 'logo');
    expect(newLogo).toMatchObject({ mime: 'image/webp', extension: 'webp' });
    expect((await fetchPath(oldLogo?.url ?? '')).statusCode).toBe(404);
    expect((await fetchPath(newLogo?.url ?? '')).statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(filesBefore.length);
    expect(await mediaRows(Number(id))).toHaveLength(2);

    const updated = (await agencyAudits(t.database.db, id)).at(-1);
    expect(updated?.old_values).toMatchObject({ logo: 'logo-antiguo.png' });
    expect(updated?.new_values).toMatchObject({ logo: 'logo-nuevo.webp' });
  });

  it('refuses a file that is not an image by its content: no agency, no media, no file', async () => {
    const before = {
      agencies: await countRows(t.database.db, realStateAgencies),
      audits: await countRows(t.database.db, audits),
      medias: (await t.database.db.select().from(medias)).length,
      files: storedFiles(),
    };
    const fake = new TextEncoder().encode('MZ\u0090\u0000 esto no es una imagen');
    const res = await executeUpload(
      t.app,
      CreateRealStateAgencyDocument,
      { name: 'Inmobiliaria Tramposa' },
      {
        cover_page: jpeg('portada.jpg'),
        logo: { bytes: fake, name: 'logo.png', type: 'image/png' },
      },
      admin,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'El logo debe ser una imagen JPG, PNG o WebP.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { logo: 'El logo debe ser una imagen JPG, PNG o WebP.' },
      },
    });
    expect({
      agencies: await countRows(t.database.db, realStateAgencies),
      audits: await countRows(t.database.db, audits),
      medias: (await t.database.db.select().from(medias)).length,
      files: storedFiles(),
    }).toEqual(before);
  });

  it('refuses a cover page over 5 MB and leaves the agency as it was', async () => {
    const created = await executeUpload(
      t.app,
      CreateRealStateAgencyDocument,
      { name: 'Inmobiliaria Ancud' },
      { logo: png('logo-ancud.png') },
      admin,
    );
    const id = created.data?.createRealStateAgency.id ?? '';
    const files = storedFiles();
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(images.jpeg);
    const res = await executeUpload(
      t.app,
      EditRealStateAgencyDocument,
      { agency_id: id, name: 'Inmobiliaria Ancud 2', official_name: 'Ancud SpA' },
      { cover_page: { bytes: big, name: 'portada-enorme.jpg', type: 'image/jpeg' } },
      admin,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'El archivo supera el máximo de 5 MB.',
      extensions: { fields: { cover_page: 'El archivo supera el máximo de 5 MB.' } },
    });
    const [row] = await t.database.db
      .select()
      .from(realStateAgencies)
      .where(eq(realStateAgencies.id, Number(id)));
    expect(row?.name).toBe('Inmobiliaria Ancud');
    expect(await mediaRows(Number(id))).toHaveLength(1);
    expect(storedFiles()).toEqual(files);
  });

  it('removes the stored image again when the edit itself fails', async () => {
    const files = storedFiles();
    const res = await executeUpload(
      t.app,
      EditRealStateAgencyDocument,
      { agency_id: '876543', name: 'Fantasma', official_name: 'Fantasma SpA' },
      { logo: png('logo.png') },
      admin,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(storedFiles()).toEqual(files);
  });
});
