import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddProjectImageDocument,
  ProjectsMediaDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { executeUpload, type UploadPart } from '../../storage/storage.fixtures';
import { agenciesOf, tokens } from '../agencies/agencies.fixtures';
import {
  PUBLIC_URL,
  countMedias,
  disguisedPdf,
  fileParts,
  jpeg,
  png,
  projectAudits,
  projectWithModels,
  slotRows,
  storageFixture,
  webp,
} from './project-media.fixtures';

// addProjectImage through real multipart requests: many images at once, positions, logo
// replacement, and the all-or-nothing rule when one file is not an image.
const storage = storageFixture('project-uploads-');
let t: TestApp;
let token: (email: string) => Promise<string>;
let projectId: number;

beforeAll(async () => {
  t = await startTestApp('demo', { storageDir: storage.dir, publicUrl: PUBLIC_URL });
  token = tokens(t);
  const [agency] = await agenciesOf(t.database.db, 'realstateadmin@demo.cl');
  projectId = await projectWithModels(t.database.db, agency ?? 1);
});
afterAll(() => t.close());

async function upload(
  type: string,
  parts: UploadPart[],
  indexs?: number[],
  email = 'realstateadmin@demo.cl',
) {
  const { files, parts: named } = fileParts(parts);
  const variables = { project_id: String(projectId), type, files, indexs };
  return executeUpload(t.app, AddProjectImageDocument, variables, named, await token(email));
}

async function listMedia() {
  const variables = { project_id: String(projectId) };
  const res = await executeOperation(
    t.app,
    ProjectsMediaDocument,
    variables,
    await token('realstateadmin@demo.cl'),
  );
  expect(res.errors).toBeUndefined();
  return res.data?.projectsmedia ?? [];
}

const galleryNames = async () =>
  (await slotRows(t.database.db, projectId, 'gallery')).map(
    (row) => `${row.order}:${row.file_name}`,
  );

describe('addProjectImage', () => {
  it('stores many gallery images by content, in order, and lists them in projectsmedia', async () => {
    const res = await upload('gallery', [
      png('living.png'),
      jpeg('cocina.jpg'),
      webp('fachada.webp'),
    ]);
    expect(res.errors).toBeUndefined();
    expect(res.data?.addProjectImage.map((m) => [m.order, m.file_name, m.mime])).toEqual([
      [0, 'living.png', 'image/png'],
      [1, 'cocina.jpg', 'image/jpeg'],
      [2, 'fachada.webp', 'image/webp'],
    ]);
    expect(res.data?.addProjectImage[0]?.url).toMatch(
      /^https:\/\/backoffice\.ejemplo\.cl\/storage\/projects\/[\w-]+\.png$/,
    );
    expect(storage.files()).toHaveLength(3);

    const listed = await listMedia();
    expect(listed.map((m) => `${m.type}:${m.order}:${m.file_name}`)).toEqual([
      'gallery:0:living.png',
      'gallery:1:cocina.jpg',
      'gallery:2:fachada.webp',
    ]);
    const [audit] = (await projectAudits(t.database.db, projectId)).slice(-1);
    expect(audit?.new_values).toMatchObject({
      added: ['living.png', 'cocina.jpg', 'fachada.webp'],
    });
  });

  it('puts files at their indexs, shifting the rest, and appends the others', async () => {
    const res = await upload('gallery', [png('dormitorio.png'), png('terraza.png')], [1]);
    expect(res.errors).toBeUndefined();
    expect(await galleryNames()).toEqual([
      '0:living.png',
      '1:dormitorio.png',
      '2:cocina.jpg',
      '3:fachada.webp',
      '4:terraza.png',
    ]);
  });

  it('refuses the whole call when one file is a renamed non-image, storing nothing', async () => {
    const before = {
      medias: await countMedias(t.database.db),
      files: storage.files(),
      audits: (await projectAudits(t.database.db, projectId)).length,
    };
    const res = await upload('gallery', [
      png('piscina.png'),
      disguisedPdf('plano.png'),
      jpeg('quincho.jpg'),
    ]);
    expect(res.errors?.[0]?.message).toBe('«plano.png» no es una imagen JPG, PNG o WebP.');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.data?.addProjectImage).toBeUndefined();
    expect({
      medias: await countMedias(t.database.db),
      files: storage.files(),
      audits: (await projectAudits(t.database.db, projectId)).length,
    }).toEqual(before);
  });

  it('refuses an unknown slot and more than 30 files', async () => {
    const badType = await upload('brochure', [png('folleto.png')]);
    expect(badType.errors?.[0]?.message).toBe('Tipo de imagen no válido.');
    const many = Array.from({ length: 31 }, (_, i) => png(`foto-${i + 1}.png`));
    const tooMany = await upload('gallery', many);
    expect(tooMany.errors?.[0]?.message).toBe('Puedes subir hasta 30 imágenes a la vez.');
    expect(await galleryNames()).toHaveLength(5);
  });

  it('replaces the logo, removing the old file after the commit', async () => {
    const first = await upload('logo', [png('logo-antiguo.png')]);
    expect(first.errors).toBeUndefined();
    const filesWithOld = storage.files();
    const second = await upload('logo', [jpeg('logo-nuevo.jpg')]);
    expect(second.data?.addProjectImage.map((m) => [m.type, m.file_name])).toEqual([
      ['logo', 'logo-nuevo.jpg'],
    ]);
    expect((await slotRows(t.database.db, projectId, 'logo')).map((r) => r.file_name)).toEqual([
      'logo-nuevo.jpg',
    ]);
    expect(storage.files()).toHaveLength(filesWithOld.length);
    expect(storage.files()).not.toEqual(filesWithOld);
  });

  it('refuses another agency’s vendor with FORBIDDEN and stores nothing', async () => {
    const files = storage.files();
    const res = await upload('gallery', [png('intruso.png')], undefined, 'vendedor2@demo.cl');
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(storage.files()).toEqual(files);
    expect(await galleryNames()).toHaveLength(5);
  });
});
