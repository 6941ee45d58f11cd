import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CreateNewsDocument,
  EditNewsDocument,
  EditStatusNewsDocument,
  NewsDocument,
  NewsItemDocument,
  TagsNewsDocument,
  type EditNewsMutationVariables,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { EventBus, topics } from '../../realtime/bus';
import { executeUpload } from '../../storage/storage.fixtures';
import { tokens } from '../agencies/agencies.fixtures';
import {
  PUBLIC_URL,
  asFile,
  disguisedPdf,
  jpeg,
  png,
  storageFixture,
} from '../project-media/project-media.fixtures';
import type { RecordChangeEvent } from '../realtime';
import { countStatements } from '../sales-common/sales-common.statements.fixtures';
import {
  asNewsPage,
  countNews,
  insertNewsRow,
  linksOf,
  newsAudits,
  newsMedias,
  newsRow,
  projectIds,
  tagIds,
} from './news.fixtures';

// The news module through the real server: the list and its filters, who may do what, create and
// edit with files, tags and projects (sanitised HTML, all-or-nothing), and the status switch.
const storage = storageFixture('news-');
let t: TestApp;
let token: (email: string) => Promise<string>;

beforeAll(async () => {
  t = await startTestApp('demo', { storageDir: storage.dir, publicUrl: PUBLIC_URL });
  token = tokens(t);
});
afterAll(() => t.close());

const run = async <R, V>(
  document: Parameters<typeof executeOperation<R, V>>[1],
  variables: V,
  email = 'newsuser@demo.cl',
) => executeOperation(t.app, document, variables, await token(email));

const list = (vars: {
  title?: string;
  date?: string;
  status?: string;
  page?: number;
  sort?: string;
}) => run(NewsDocument, { title: '', date: '', status: '', ...vars }, 'admin@demo.cl');

describe('news list', () => {
  it('pages newest first and filters by title (any case, any accents), day and status', async () => {
    await insertNewsRow(t.database.db, {
      title: 'Subsidio Chiloe Norte: nuevas fechas',
      date: '2025-03-14',
      status: 1,
    });
    await insertNewsRow(t.database.db, {
      title: 'Postulación al subsidio chiloe norte',
      date: '2031-05-02',
      status: 0,
    });
    await insertNewsRow(t.database.db, {
      title: 'Feria de vivienda en Temuco',
      date: '2031-05-02',
      status: 1,
    });
    const all = await list({});
    expect(all.errors).toBeUndefined();
    const page = all.data!.news;
    expect(page.per_page).toBe(15);
    expect(page.data.length).toBe(15);
    expect(page.total).toBe(await countNews(t.database.db));
    const dates = page.data.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const titled = await list({ title: 'SUBSIDIO CHILOE nor' });
    expect(titled.data?.news.data.map((n) => n.title)).toEqual([
      'Postulación al subsidio chiloe norte',
      'Subsidio Chiloe Norte: nuevas fechas',
    ]);
    // Accents do not matter either way: «postulacion» finds «Postulación», «CHILOÉ» «Chiloe».
    const folded = (await list({ title: 'postulacion al subsidio CHILOÉ' })).data?.news.data;
    expect(folded?.map((n) => n.title)).toEqual(['Postulación al subsidio chiloe norte']);
    const day = await list({ date: '2031-05-02', title: 'e' });
    expect(day.data?.news.data.map((n) => n.title).sort()).toEqual([
      'Feria de vivienda en Temuco',
      'Postulación al subsidio chiloe norte',
    ]);
    const hidden = await list({ date: '2031-05-02', status: '0' });
    expect(hidden.data?.news.data.map((n) => n.title)).toEqual([
      'Postulación al subsidio chiloe norte',
    ]);
    expect(hidden.data?.news.total).toBe(1);
    // A status alone reads the kept counts (migration 0012): they match the table.
    const hiddenTotal = (await list({ status: '0' })).data?.news.total;
    expect(hiddenTotal).toBe(await countNews(t.database.db, 0));
    const none = await list({ title: '100%_inexistente' });
    expect(none.data?.news).toMatchObject({ total: 0, data: [], from: null, last_page: 1 });
  });

  it('refuses a date that is not a real day and a status other than 0 or 1', async () => {
    const day = await list({ date: '2025-02-30' });
    expect(day.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(day.errors?.[0]?.message).toBe('Ingresa una fecha válida (dd-mm-aaaa).');
    const status = await list({ status: 'visible' });
    expect(status.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets the agency roles read the list but not change it; PreapprovalUser not at all', async () => {
    const row = await insertNewsRow(t.database.db, {
      title: 'Nueva sala de ventas',
      date: '2025-06-01',
    });
    const vendor = await run(NewsDocument, { title: 'sala de ventas' }, 'realstatevendor@demo.cl');
    expect(vendor.data?.news.data[0]?.id).toBe(String(row.id));
    const flip = await run(
      EditStatusNewsDocument,
      { new_id: String(row.id), status: 1 },
      'realstatevendor@demo.cl',
    );
    expect(flip.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await run(NewsDocument, {}, 'preapprovaluser@demo.cl');
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await newsRow(t.database.db, row.id))?.status).toBe(0);
  });
});

const DIRTY =
  '<h2>Bono de integración</h2><p onclick="robar()">Hola <strong>familias</strong><script>alert(1)</script></p>' +
  '<p style="color:red"><a href="javascript:alert(1)">malo</a> <a href="https://www.minvu.gob.cl">MINVU</a></p>' +
  '<iframe src="https://evil.example"></iframe><ul><li>uno</li></ul>';

describe('createNews and editNews', () => {
  it('creates with cover, logo, tags and projects, sanitising the HTML on the server', async () => {
    const [tagA = '', tagB = '', tagC = ''] = await tagIds(t.database.db);
    const [projectA = ''] = await projectIds(t.database.db);
    const variables = {
      title: '  Entrega de viviendas en Puerto Montt ',
      body: DIRTY,
      body_footer: '<p>Fuente <a href="mailto:prensa@minvu.cl">prensa</a></p><script>x()</script>',
      date: '2025-07-21',
      subtitle: 'Más de 200 familias',
      source: 'MINVU',
      status: 1,
      video_youtube_id: 'dQw4w9WgXcQ',
      tagsNews: [tagA, tagB],
      projectsNews: [projectA],
      cover_page: asFile(jpeg('portada.jpg')),
      logo: asFile(png('logo.png')),
    };
    const files = { cover_page: jpeg('portada.jpg'), logo: png('logo.png') };
    const res = await executeUpload(
      t.app,
      CreateNewsDocument,
      variables,
      files,
      await token('newsuser@demo.cl'),
    );
    expect(res.errors).toBeUndefined();
    const created = res.data!.createNews;
    expect(created).toMatchObject({
      title: 'Entrega de viviendas en Puerto Montt',
      status: 1,
      video_youtube_id: 'dQw4w9WgXcQ',
    });
    expect(created.body).toBe(
      '<h2>Bono de integración</h2><p>Hola <strong>familias</strong></p>' +
        '<p><a rel="noopener noreferrer">malo</a> <a href="https://www.minvu.gob.cl" rel="noopener noreferrer">MINVU</a></p>' +
        '<ul><li>uno</li></ul>',
    );
    expect(created.body_footer).toBe(
      '<p>Fuente <a href="mailto:prensa@minvu.cl" rel="noopener noreferrer">prensa</a></p>',
    );
    expect(created.medias.map((m) => [m.type, m.mime])).toEqual([
      ['cover_page', 'image/jpeg'],
      ['logo', 'image/png'],
    ]);
    expect(created.medias[0]?.full_url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(created.tagsNews.map((tag) => tag.id).sort()).toEqual([tagA, tagB].sort());
    expect(created.projects.map((p) => p.id)).toEqual([projectA]);
    const id = Number(created.id);
    const [audit] = await newsAudits(t.database.db, id);
    expect(audit).toMatchObject({
      event: 'created',
      new_values: expect.objectContaining({ status: 1, cover_page: 'portada.jpg' }),
    });

    // The edit replaces the tags, drops the projects, keeps the files it was not sent.
    const edit = await run(EditNewsDocument, {
      news_id: created.id,
      title: 'Entrega de viviendas',
      body: '<p>Actualizado</p>',
      date: '2025-07-22',
      tagsNews: [tagC],
      projectsNews: [],
    });
    expect(edit.errors).toBeUndefined();
    expect(await linksOf(t.database.db, id)).toEqual({ tags: [tagC], projects: [] });
    expect(edit.data?.editNews).toMatchObject({
      status: 1,
      source: 'MINVU',
      video_youtube_id: 'dQw4w9WgXcQ',
    });
    expect((await newsMedias(t.database.db, id)).length).toBe(2);
    expect((await newsAudits(t.database.db, id)).at(-1)?.old_values).toMatchObject({
      tagsNews: [Number(tagA), Number(tagB)].sort((a, b) => a - b),
      projectsNews: [Number(projectA)],
    });
    const item = await run(NewsItemDocument, { id: created.id });
    expect(item.data?.news.data[0]?.tagsNews.map((tag) => tag.id)).toEqual([tagC]);
  });

  it('refuses bad input in Spanish and changes nothing: fields, unknown ids, a fake image', async () => {
    const row = await insertNewsRow(t.database.db, {
      title: 'Ferias inmobiliarias de invierno',
      date: '2025-08-01',
    });
    const before = await newsRow(t.database.db, row.id);
    const count = await countNews(t.database.db);
    const base = {
      news_id: String(row.id),
      title: 'Otro título',
      body: '<p>x</p>',
      date: '2025-08-02',
    };
    const cases: [EditNewsMutationVariables, unknown][] = [
      [{ ...base, title: '   ' }, 'El título es obligatorio.'],
      [{ ...base, date: '31-02-2025' }, 'Ingresa una fecha válida (dd-mm-aaaa).'],
      [
        { ...base, video_youtube_id: 'https://youtu.be/x' },
        expect.stringContaining('11 caracteres'),
      ],
      [{ ...base, tagsNews: ['999999'] }, 'La etiqueta «999999» no existe.'],
      [{ ...base, projectsNews: ['abc'] }, 'El proyecto «abc» no existe.'],
    ];
    for (const [variables, message] of cases) {
      const res = await run(EditNewsDocument, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toEqual(message);
    }
    const fake = await executeUpload(
      t.app,
      EditNewsDocument,
      { ...base, cover_page: asFile(disguisedPdf('portada.png')) },
      { cover_page: disguisedPdf('portada.png') },
      await token('newsuser@demo.cl'),
    );
    expect(fake.errors?.[0]?.message).toBe('La portada debe ser una imagen JPG, PNG o WebP.');
    const created = await run(CreateNewsDocument, { title: 'Sin fecha', body: '', date: '' });
    expect(created.errors?.[0]?.message).toBe('La fecha es obligatoria.');
    expect(await newsRow(t.database.db, row.id)).toEqual(before);
    expect(await newsMedias(t.database.db, row.id)).toEqual([]);
    expect(await newsAudits(t.database.db, row.id)).toEqual([]);
    expect(await countNews(t.database.db)).toBe(count);
  });
});

describe('editStatusNews and tagsNews', () => {
  it('publishes and hides, auditing each change; unknown ids are NOT_FOUND', async () => {
    const row = await insertNewsRow(t.database.db, {
      title: 'Cierre de postulaciones',
      date: '2025-09-10',
    });
    const shown = await run(EditStatusNewsDocument, { new_id: String(row.id), status: 1 });
    expect(shown.data?.editStatusNews).toEqual({ id: String(row.id), status: 1 });
    await run(EditStatusNewsDocument, { new_id: String(row.id), status: 0 });
    const audits = await newsAudits(t.database.db, row.id);
    expect(audits.map((a) => [a.old_values, a.new_values])).toEqual([
      [{ status: 0 }, { status: 1 }],
      [{ status: 1 }, { status: 0 }],
    ]);
    const bad = await run(EditStatusNewsDocument, { new_id: String(row.id), status: 2 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await run(EditStatusNewsDocument, { new_id: '987654', status: 1 });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('costs the same statements for one row as for a full page with every relation', async () => {
    const page = asNewsPage(NewsItemDocument);
    const one = await countStatements(t, () => run(page, { id: 'Cierre de postulaciones' }));
    const full = await countStatements(t, () => run(page, { id: '' }));
    expect(one.result.data?.news.data).toHaveLength(1);
    expect(full.result.data?.news.data).toHaveLength(15);
    // Viewer, page and total, then medias, tags and projects: one statement each.
    expect(full.statements).toBe(one.statements + 1);
  });

  it('lists the tags by name for the editors', async () => {
    const res = await run(TagsNewsDocument, {});
    const names = res.data?.tagsNews.map((tag) => tag.name) ?? [];
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });
});

describe('news announcements', () => {
  // A second bus on the same database hears what the server publishes, as another instance would.
  let bus: EventBus;
  const heard: RecordChangeEvent[] = [];
  beforeAll(async () => {
    bus = new EventBus(t.database);
    await bus.start();
    bus.on<RecordChangeEvent>(topics.record, (event) => heard.push(event));
  });
  afterAll(() => bus?.close());

  it('announces a created and a republished item platform-wide, once each', async () => {
    const created = await run(CreateNewsDocument, {
      title: 'Feria de la vivienda en Temuco',
      body: '<p>Te esperamos el sábado.</p>',
      date: '2025-10-04',
    });
    const id = created.data!.createNews.id;
    await run(EditStatusNewsDocument, { new_id: id, status: 1 });
    const scope = { project_id: null, agency_id: null };
    await vi.waitFor(() =>
      expect(heard.filter((event) => event.type === 'news' && event.id === id)).toEqual([
        { type: 'news', action: 'created', id, ...scope },
        { type: 'news', action: 'updated', id, ...scope },
      ]),
    );
  });
});

describe('news sorted (issue 33)', () => {
  it('sorts by date both ways, ties by id, and refuses an unknown field', async () => {
    const key = (row: { date: string; id: string }) => `${row.date}|${row.id.padStart(9, '0')}`;
    const up = (await list({ sort: 'date' })).data!.news.data.map(key);
    expect(up.length).toBeGreaterThan(1);
    expect(up).toEqual([...up].sort());
    const down = (await list({ sort: '-date' })).data!.news.data.map(key);
    expect(down).toEqual([...down].sort().reverse());
    const unknown = await list({ sort: 'fecha' });
    expect(unknown.data).toBeNull();
    expect(unknown.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^No se puede ordenar por/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
