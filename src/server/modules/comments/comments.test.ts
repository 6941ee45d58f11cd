import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommentsDocument,
  CreateCommentDocument,
  EditCommentDocument,
} from '../../../../graphql/generated/client/graphql';
import { commentMessages } from '../../../shared/schemas/comments';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, comments, projects } from '../../db/schema';
import { executeUpload } from '../../storage/storage.fixtures';
import { countStatements } from '../sales-common/sales-common.statements.fixtures';
import { tokens } from '../agencies/agencies.fixtures';
import {
  PUBLIC_URL,
  disguisedPdf,
  jpeg,
  png,
  storageFixture,
} from '../project-media/project-media.fixtures';

// Comments through real multipart requests: the picture is checked by content, stored, served
// and replaced; bad input is refused in Spanish and changes nothing.
const storage = storageFixture('comment-uploads-');
let t: TestApp;
let admin: string;
let project: { id: number; name: string };

beforeAll(async () => {
  t = await startTestApp('demo', { storageDir: storage.dir, publicUrl: PUBLIC_URL });
  admin = await tokens(t)('admin@demo.cl');
  const [row] = await t.database.db.select().from(projects).orderBy(desc(projects.id)).limit(1);
  if (!row) throw new Error('sin proyectos');
  project = row;
});
afterAll(() => t.close());

const testimonial = {
  name: 'María José Contreras',
  comment: 'Postulamos con el DS1 y en seis meses nos entregaron el departamento. ¡Gracias!',
};
const commentRow = (id: string) =>
  t.database.db
    .select()
    .from(comments)
    .where(eq(comments.id, Number(id)));
const auditsOf = (id: string) =>
  t.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, 'Comment'), eq(audits.auditable_id, id)))
    .orderBy(audits.id);

async function createWithImage() {
  const vars = { ...testimonial, project_id: String(project.id) };
  const res = await executeUpload(t.app, CreateCommentDocument, vars, { media: png('familia.png') }, admin); // prettier-ignore
  expect(res.errors).toBeUndefined();
  const created = res.data?.createComment;
  if (!created) throw new Error('sin comentario');
  return created;
}

describe('createComment and editComment', () => {
  it('creates a comment with its picture, served as an image, and lists it first', async () => {
    const created = await createWithImage();
    expect(created).toMatchObject({ ...testimonial, project: { id: String(project.id) } });
    const url = created.media?.full_url ?? '';
    expect(url).toMatch(/^https:\/\/backoffice\.ejemplo\.cl\/storage\/projects\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    const list = await executeOperation(t.app, CommentsDocument, { project_id: String(project.id) }, admin); // prettier-ignore
    expect(list.data?.comments.data[0]).toMatchObject({ id: created.id, media: { full_url: url } });
    const one = await executeOperation(t.app, CommentsDocument, { id: created.id }, admin);
    expect(one.data?.comments).toMatchObject({ total: 1, data: [{ id: created.id }] });
    const [audit] = await auditsOf(created.id);
    expect(audit).toMatchObject({ event: 'created' });
    expect(audit?.new_values).toMatchObject({ ...testimonial, media: 'familia.png' });
  });

  it('keeps the picture when none is sent and replaces it when one is', async () => {
    const created = await createWithImage();
    const base = { ...testimonial, comment_id: created.id, project_id: String(project.id) };
    const kept = await executeOperation(t.app, EditCommentDocument, { ...base, name: 'María José C.' }, admin); // prettier-ignore
    expect(kept.data?.editComment).toMatchObject({ name: 'María José C.', media: { id: created.media?.id } }); // prettier-ignore
    const files = storage.files();
    const replaced = await executeUpload(t.app, EditCommentDocument, base, { media: jpeg('entrega.jpg') }, admin); // prettier-ignore
    const media = replaced.data?.editComment.media;
    expect(media?.full_url).toMatch(/\.jpg$/);
    expect(media?.id).not.toBe(created.media?.id);
    // The old file went with its row: as many files as before, not the same ones.
    expect(storage.files()).toHaveLength(files.length);
    expect(storage.files()).not.toEqual(files);
    const history = await auditsOf(created.id);
    expect(history.map((a) => a.event)).toEqual(['created', 'updated', 'updated']);
    expect(history[2]?.new_values).toMatchObject({ name: testimonial.name, media: 'entrega.jpg' });
  });

  it('refuses a file that is not an image and changes nothing', async () => {
    const created = await createWithImage();
    const before = await commentRow(created.id);
    const files = storage.files();
    const vars = { comment_id: created.id, name: 'Otro nombre', comment: 'Otro', project_id: String(project.id) }; // prettier-ignore
    const res = await executeUpload(t.app, EditCommentDocument, vars, { media: disguisedPdf('foto.png') }, admin); // prettier-ignore
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe(commentMessages.mediaInvalid);
    expect(await commentRow(created.id)).toEqual(before);
    expect(storage.files()).toEqual(files);
    expect(await auditsOf(created.id)).toHaveLength(1);
  });

  it('explains each bad field in Spanish and creates nothing', async () => {
    const countComments = async () => (await t.database.db.select({ n: count() }).from(comments))[0]?.n; // prettier-ignore
    const before = await countComments();
    const cases = [
      [{ name: '  ', comment: 'Bien', project_id: String(project.id) }, 'name', commentMessages.nameRequired], // prettier-ignore
      [{ name: 'Ana', comment: 'x'.repeat(2001), project_id: String(project.id) }, 'comment', commentMessages.commentTooLong], // prettier-ignore
      [{ name: 'Ana', comment: 'Bien', project_id: '999999' }, 'project_id', 'El proyecto elegido no existe.'], // prettier-ignore
    ] as const;
    for (const [vars, field, message] of cases) {
      const res = await executeOperation(t.app, CreateCommentDocument, vars, admin);
      expect(res.errors?.[0]?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields, field).toEqual({ [field]: message });
    }
    expect(commentMessages.commentTooLong).toBe('El comentario admite hasta 2.000 caracteres.');
    expect(await countComments()).toBe(before);
    const missing = await executeOperation(t.app, EditCommentDocument, { ...testimonial, comment_id: '999999', project_id: String(project.id) }, admin); // prettier-ignore
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('reads a full page with pictures and projects in as many statements as one comment', async () => {
    const created = await createWithImage();
    const one = await countStatements(t, () =>
      executeOperation(t.app, CommentsDocument, { id: created.id }, admin),
    );
    const full = await countStatements(t, () =>
      executeOperation(t.app, CommentsDocument, { page: 1 }, admin),
    );
    expect(full.result.data?.comments.data).toHaveLength(15);
    expect(full.result.data?.comments.data.some((c) => c.media !== null)).toBe(true);
    // The page adds its total; projects and pictures are one batched statement each.
    expect(full.statements).toBe(one.statements + 1);
  });

  it('is for Admin and SuperAdmin only', async () => {
    const vendor = await tokens(t)('realstateadmin@demo.cl');
    const res = await executeOperation(t.app, CommentsDocument, {}, vendor);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const superAdmin = await tokens(t)('superadmin@demo.cl');
    const page = await executeOperation(t.app, CommentsDocument, { page: 1 }, superAdmin);
    expect(page.data?.comments.total).toBeGreaterThan(0);
  });
});
