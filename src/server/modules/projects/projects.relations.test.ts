import { eq } from 'drizzle-orm';
import { Kind, visit } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ProjectDocument,
  ProjectFieldsFragmentDoc,
  ProjectPaymentKeysDocument,
  ProjectsDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import {
  communes,
  mediaTypes,
  medias,
  projectContactEmails,
  projectFiles,
  projectPaymentKeys,
  projectRelated,
  projects,
} from '../../db/schema';
import { encryptSecret } from '../../payments/payment-keys';
import { agenciesOf, insertProject, liveProjectIds, tokens, firstOf } from './projects.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
let projectId: number;
let removedSibling: number;

const API_KEY = 'pk_live_7Hq2Rt9LmZx4Vb81';
const SECRET_KEY = 'sk_live_Qw3Er5Ty7Ui9Op2As4';

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const db = t.database.db;
  const agencyOne = firstOf(await agenciesOf(db, 'realstateadmin@demo.cl'));
  projectId = firstOf(await liveProjectIds(db, [agencyOne]));
  // Enough projects of agency 1 for a full page of 15, one of them removed (and related).
  for (let i = 0; i < 14; i++) {
    await insertProject(db, agencyOne, { name: `Condominio Los Quillayes ${i + 1}`, orden: 90 });
  }
  removedSibling = (await insertProject(db, agencyOne, { name: 'Villa Retirada' })).id;
  await db.update(projects).set({ deleted_at: new Date() }).where(eq(projects.id, removedSibling));
  const [gallery] = await db.select().from(mediaTypes).where(eq(mediaTypes.name, 'Galería'));
  const [logo, photo1, photo2] = await db
    .insert(medias)
    .values([
      { model_type: 'project', model_id: projectId, collection: 'logo', url: '/storage/projects/logo.png', file_name: 'logo.png', mime: 'image/png', extension: 'png' },
      { model_type: 'project', model_id: projectId, collection: 'gallery', order: 2, url: '/storage/projects/living.jpg', file_name: 'living.jpg', mime: 'image/jpeg', extension: 'jpg', media_type_id: gallery!.id },
      { model_type: 'project', model_id: projectId, collection: 'gallery', order: 1, url: '/storage/projects/fachada.jpg', file_name: 'fachada.jpg', mime: 'image/jpeg', extension: 'jpg', media_type_id: gallery!.id },
      { model_type: 'project', model_id: projectId, collection: 'model_floor', url: '/storage/projects/planta-a.png', file_name: 'planta-a.png', mime: 'image/png', extension: 'png', unit_model: 'Modelo A' },
    ])
    .returning(); // prettier-ignore
  expect([logo, photo1, photo2].every(Boolean)).toBe(true);
  await db
    .update(projectContactEmails)
    .set({ photo_media_id: logo!.id, name: 'Camila Rojas Pérez' })
    .where(eq(projectContactEmails.project_id, projectId));
  await db.insert(projectFiles).values([
    { project_id: projectId, kind: 'brochure', url: '/storage/projects/brochure.pdf', file_name: 'brochure.pdf', extension: 'pdf', mime: 'application/pdf' },
    { project_id: projectId, kind: 'tour360', url: 'https://tour.example.cl/los-aromos' },
  ]); // prettier-ignore
  await db.insert(projectPaymentKeys).values({
    project_id: projectId,
    api_key_encrypted: encryptSecret(API_KEY, t.config.paymentKeysSecret),
    secret_key_encrypted: encryptSecret(SECRET_KEY, t.config.paymentKeysSecret),
  });
  await db
    .insert(projectRelated)
    .values({ project_id: projectId, related_project_id: removedSibling });
});
afterAll(() => t.close());

const open = async (email: string) =>
  executeOperation(t.app, ProjectDocument, { id: String(projectId) }, await token(email));

describe('Project relations', () => {
  it('resolves every relation the editor reads, with the stored data', async () => {
    const result = await open('realstateadmin@demo.cl');
    expect(result.errors).toBeUndefined();
    const project = result.data!.projects.data[0]!;
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, projectId));
    const [commune] = await t.database.db
      .select()
      .from(communes)
      .where(eq(communes.id, row!.commune_id!));
    expect(project.commune).toMatchObject({ id: String(commune!.id), name: commune!.name });
    expect(project.commune?.province?.id).toBe(String(commune!.province_id));
    expect(project.status?.id).toBe(String(row!.project_status_id));
    expect(project.realstateagency?.id).toBe(String(row!.real_state_agency_id));
    expect(project.executives.length).toBeGreaterThan(0);
    expect(project.contact_emails.map((c) => c.purpose).sort()).toEqual([
      'booking',
      'disengagement',
      'promise',
      'query',
      'quotation',
    ]);
    expect(project.contact_emails[0]?.photo?.url).toBe(
      `${t.config.publicUrl.replace(/\/+$/, '')}/storage/projects/logo.png`,
    );
    expect(project.subsidies.map((s) => s.name)).toContain('DS19');
    expect(project.restriction).toMatchObject({ sell_subsidies: true });
    expect(project.brochure).toMatchObject({ kind: 'brochure', file_name: 'brochure.pdf' });
    expect(project.tour360?.url).toBe('https://tour.example.cl/los-aromos');
    expect(project.nube360).toBeNull();
    // By slot, then position: the gallery in its order, the floor plan with its model.
    expect(project.medias.map((m) => `${m.type}:${m.file_name}`)).toEqual([
      'gallery:fachada.jpg',
      'gallery:living.jpg',
      'logo:logo.png',
      'model_floor:planta-a.png',
    ]);
    expect(project.medias[0]).toMatchObject({ order: 1, mime: 'image/jpeg' });
    expect(project.medias[0]?.url).toBe(project.medias[0]?.full_url);
    expect(project.medias[3]?.model).toBe('Modelo A');
    const related = project.relatedprojects.map((p) => Number(p.id));
    expect(related.length).toBeGreaterThan(0);
    expect(related).not.toContain(removedSibling);
    expect(related).not.toContain(projectId);
  });

  it('gives Admin the payment keys masked and refuses them to an agency admin', async () => {
    const ask = async (email: string) =>
      executeOperation(
        t.app,
        ProjectPaymentKeysDocument,
        { id: String(projectId) },
        await token(email),
      );
    const admin = await ask('admin@demo.cl');
    expect(admin.errors).toBeUndefined();
    expect(admin.data?.projects.data[0]?.paymentkeys).toEqual({
      api_key: `${'*'.repeat(API_KEY.length - 4)}${API_KEY.slice(-4)}`,
      secret_key: `${'*'.repeat(SECRET_KEY.length - 4)}${SECRET_KEY.slice(-4)}`,
    });
    expect(JSON.stringify(admin.data)).not.toContain('pk_live');
    const agencyAdmin = await ask('realstateadmin@demo.cl');
    expect(agencyAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(agencyAdmin.errors?.[0]?.message).toBe(
      'Solo un administrador puede ver las claves de pago.',
    );
    const [other] = (await liveProjectIds(t.database.db)).filter((id) => id !== projectId);
    const none = await executeOperation(
      t.app,
      ProjectPaymentKeysDocument,
      { id: String(other) },
      await token('admin@demo.cl'),
    );
    expect(none.data?.projects.data[0]?.paymentkeys).toBeNull();
  });

  it('costs the same queries for a page of 15 projects as for one (no N+1)', async () => {
    const spy = vi.spyOn(t.database.db._.session, 'prepareQuery');
    const adminToken = await token('admin@demo.cl');
    const agencyOne = firstOf(await agenciesOf(t.database.db, 'realstateadmin@demo.cl'));
    const count = async (document: typeof ProjectsDocument, variables: object) => {
      spy.mockClear();
      const result = await executeOperation(t.app, document, variables, adminToken);
      expect(result.errors).toBeUndefined();
      return { rows: result.data!.projects.data.length, queries: spy.mock.calls.length };
    };
    const one = { real_state_agency: '999999' };
    for (const document of [ProjectsDocument, projectsWithEditorFields()]) {
      const full = await count(document, { real_state_agency: String(agencyOne) });
      // A page holding only this test's own project (the id filter of two ids opens nothing).
      const single = await count(document, {
        project_id: [String(projectId), String(removedSibling)],
      });
      expect(full.rows).toBe(15);
      expect(single.rows).toBe(1);
      expect(full.queries).toBe(single.queries);
      expect((await count(document, one)).rows).toBe(0);
    }
    spy.mockRestore();
    // The list page: viewer, page, total, then agencies, communes, statuses and medias.
    expect((await count(ProjectsDocument, { page: 1 })).queries).toBeLessThanOrEqual(8);
  });
});

/**
 * The list query asking, for each of its 15 rows, everything the editor reads: ProjectsDocument
 * with its ProjectRow spread swapped for the real ProjectFields fragment (no GraphQL text here).
 */
function projectsWithEditorFields(): typeof ProjectsDocument {
  const query = visit(ProjectsDocument, {
    FragmentSpread: (node) =>
      node.name.value === 'ProjectRow'
        ? { ...node, name: { ...node.name, value: 'ProjectFields' } }
        : undefined,
  });
  const operations = query.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return { ...query, definitions: [...operations, ...ProjectFieldsFragmentDoc.definitions] };
}
