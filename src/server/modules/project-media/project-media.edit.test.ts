import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddProjectImageDocument,
  DeleteMediaProjectDocument,
  EditMediaPropertyByModelDocument,
  EditOrderProjectImagesDocument,
  ModelsByProjectDocument,
  RemoveProjectImageDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { medias, projectContactEmails, projects, properties } from '../../db/schema';
import { executeUpload } from '../../storage/storage.fixtures';
import { agenciesOf, tokens } from '../agencies/agencies.fixtures';
import {
  PUBLIC_URL,
  asFile,
  disguisedPdf,
  fileParts,
  jpeg,
  png,
  projectAudits,
  projectWithModels,
  slotRows,
  storageFixture,
} from './project-media.fixtures';

// Reorder, removal with the gap closed, other slots, and per-model floor plans.
const storage = storageFixture('project-media-edit-');
let t: TestApp;
let admin: string;
let projectId: number;

beforeAll(async () => {
  t = await startTestApp('demo', { storageDir: storage.dir, publicUrl: PUBLIC_URL });
  admin = await tokens(t)('realstateadmin@demo.cl');
  const [agency] = await agenciesOf(t.database.db, 'realstateadmin@demo.cl');
  projectId = await projectWithModels(t.database.db, agency ?? 1);
  const names = ['living.png', 'cocina.png', 'bano.png', 'terraza.png'];
  const { files, parts } = fileParts(names.map(png));
  const variables = { project_id: String(projectId), type: 'gallery', files };
  await executeUpload(t.app, AddProjectImageDocument, variables, parts, admin);
});
afterAll(() => t.close());

const gallery = async () =>
  (await slotRows(t.database.db, projectId, 'gallery')).map((r) => `${r.order}:${r.file_name}`);
const galleryIds = async () =>
  (await slotRows(t.database.db, projectId, 'gallery')).map((r) => r.id);

describe('gallery order', () => {
  it('moves images, renumbers densely and writes one audit row', async () => {
    const [living, cocina, bano, terraza] = await galleryIds();
    const auditsBefore = (await projectAudits(t.database.db, projectId)).length;
    const images = [
      { id: String(terraza), order: 0 },
      { id: String(living), order: 7 },
    ];
    const res = await executeOperation(t.app, EditOrderProjectImagesDocument, { images }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data?.editOrderProjectImages.map((m) => `${m.order}:${m.file_name}`)).toEqual([
      '0:terraza.png',
      '1:cocina.png',
      '2:bano.png',
      '3:living.png',
    ]);
    const audits = await projectAudits(t.database.db, projectId);
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)?.new_values).toEqual({ gallery: [terraza, cocina, bano, living] });
  });

  it('refuses an image that is not in a gallery, changing nothing', async () => {
    const before = await gallery();
    const images = [{ id: '987654', order: 0 }];
    const res = await executeOperation(t.app, EditOrderProjectImagesDocument, { images }, admin);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await gallery()).toEqual(before);
  });

  it('refuses another agency’s vendor with FORBIDDEN, changing nothing', async () => {
    const before = await gallery();
    const [first, second] = await galleryIds();
    const images = [
      { id: String(second), order: 0 },
      { id: String(first), order: 1 },
    ];
    const other = await tokens(t)('vendedor2@demo.cl');
    const res = await executeOperation(t.app, EditOrderProjectImagesDocument, { images }, other);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await gallery()).toEqual(before);
  });

  it('removes an image and closes the gap', async () => {
    const [, cocina] = await galleryIds();
    const variables = { project_id: String(projectId), media_id: String(cocina) };
    const res = await executeOperation(t.app, RemoveProjectImageDocument, variables, admin);
    expect(res.data?.removeProjectImage.id).toBe(String(cocina));
    expect(await gallery()).toEqual(['0:terraza.png', '1:bano.png', '2:living.png']);
    expect(storage.files()).toHaveLength(3);
  });
});

describe('other slots', () => {
  const remove = (mediaId: string | number, project = projectId) =>
    executeOperation(
      t.app,
      DeleteMediaProjectDocument,
      { project_id: String(project), media_id: String(mediaId) },
      admin,
    );

  it('deletes the cover page, auditing what it was', async () => {
    const { files, parts } = fileParts([jpeg('portada.jpg')]);
    const upload = { project_id: String(projectId), type: 'cover_page', files };
    const cover = await executeUpload(t.app, AddProjectImageDocument, upload, parts, admin);
    const coverId = cover.data?.addProjectImage[0]?.id ?? '';
    const res = await remove(coverId);
    expect(res.data?.deleteMediaProject.id).toBe(coverId);
    expect(await slotRows(t.database.db, projectId, 'cover_page')).toEqual([]);
    expect((await projectAudits(t.database.db, projectId)).at(-1)?.old_values).toEqual({
      cover_page: 'portada.jpg',
    });
  });

  it('deletes a contact photo, unlinking it from its contact email', async () => {
    const [photo] = await t.database.db
      .insert(medias)
      .values({
        model_type: 'project',
        model_id: projectId,
        collection: 'contact_photo',
        url: '/storage/projects/javiera-fuentes.jpg',
        file_name: 'javiera-fuentes.jpg',
      })
      .returning();
    const [contact] = await t.database.db
      .insert(projectContactEmails)
      .values({
        project_id: projectId,
        purpose: 'booking',
        email: 'reservas@losaromos.cl',
        name: 'Javiera Fuentes',
        photo_media_id: photo?.id ?? null,
      })
      .returning();
    const res = await remove(photo?.id ?? 0);
    expect(res.errors).toBeUndefined();
    const [after] = await t.database.db
      .select()
      .from(projectContactEmails)
      .where(eq(projectContactEmails.id, contact?.id ?? 0));
    expect(after).toMatchObject({ email: 'reservas@losaromos.cl', photo_media_id: null });
  });

  it('answers NOT_FOUND for a media of another project', async () => {
    const [other] = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.real_state_agency_id, 1), ne(projects.id, projectId)))
      .limit(1);
    const [image] = await galleryIds();
    const res = await remove(image ?? 0, other?.id ?? 0);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await galleryIds()).toContain(image);
  });
});

describe('floor plans per model', () => {
  const modelsOf = async () => {
    const rows = await t.database.db
      .selectDistinct({ model: properties.model })
      .from(properties)
      .where(and(eq(properties.project_id, projectId), isNull(properties.deleted_at)))
      .orderBy(properties.model);
    return rows.flatMap((r) => (r.model ? [r.model] : []));
  };
  const setPlan = (models: string[], name: string, part = png(name)) =>
    executeUpload(
      t.app,
      EditMediaPropertyByModelDocument,
      { project_id: String(projectId), models, file: asFile(part) },
      { file: part },
      admin,
    );
  const listModels = async () => {
    const variables = { project_id: String(projectId) };
    const res = await executeOperation(t.app, ModelsByProjectDocument, variables, admin);
    expect(res.errors).toBeUndefined();
    return res.data?.modelsbyproject ?? [];
  };

  it('lists the project’s models and sets one stored image for several of them', async () => {
    const models = await modelsOf();
    expect(models.length).toBeGreaterThan(1);
    expect((await listModels()).map((m) => m.model)).toEqual(models);
    const [a = '', b = ''] = models;
    const files = storage.files().length;
    const res = await setPlan([a, b], 'planta-tipo.png');
    expect(res.errors).toBeUndefined();
    expect(
      res.data?.editMediaPropertyByModel.map((m) => [m.model, m.medias.map((x) => x.file_name)]),
    ).toEqual([
      [a, ['planta-tipo.png']],
      [b, ['planta-tipo.png']],
    ]);
    expect(storage.files()).toHaveLength(files + 1);
    const listed = await listModels();
    expect(listed.find((m) => m.model === a)?.medias[0]).toMatchObject({
      type: 'model_floor',
      model: a,
    });
  });

  it('replaces one model’s plan, keeping the file another model still uses', async () => {
    const [a = '', b = ''] = await modelsOf();
    const files = storage.files().length;
    await setPlan([a], 'planta-a.png');
    expect(storage.files()).toHaveLength(files + 1);
    await setPlan([b], 'planta-b.jpg', jpeg('planta-b.jpg'));
    // The shared file went when its last model let it go: one new file, one removed.
    expect(storage.files()).toHaveLength(files + 1);
    const listed = await listModels();
    expect(listed.filter((m) => m.medias.length).map((m) => m.medias[0]?.file_name)).toEqual([
      'planta-a.png',
      'planta-b.jpg',
    ]);
  });

  it('refuses an unknown model or a non-image, storing nothing', async () => {
    const [a = ''] = await modelsOf();
    const files = storage.files();
    const unknown = await setPlan([a, 'Modelo Z 9D'], 'planta-z.png');
    expect(unknown.errors?.[0]?.message).toBe('El modelo «Modelo Z 9D» no existe en el proyecto.');
    const pdf = await setPlan([a], 'plano.png', disguisedPdf('plano.png'));
    expect(pdf.errors?.[0]?.message).toBe('«plano.png» no es una imagen JPG, PNG o WebP.');
    expect(storage.files()).toEqual(files);
  });
});
