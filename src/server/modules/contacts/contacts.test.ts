import { count, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContactEnterprisesDocument,
  ContactFormSectionsDocument,
  ContactFormsDocument,
  ContactHomeSectionsDocument,
  ContactNewslettersDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import {
  contactFormEnterprises,
  contactFormHomeSections,
  contactFormNewsletters,
  contactFormSections,
  contactForms,
  projectUsers,
  projects,
  regions,
  users,
} from '../../db/schema';
import { agenciesOf, tokens } from '../agencies/agencies.fixtures';
import { countStatements } from '../sales-common/sales-common.statements.fixtures';

// The five contact lists through the real server on the demo database. Rows of March 2015 (long
// before the demo's) let the date filters be checked exactly at the edges of Chile's days.

let t: TestApp;
let token: (email: string) => Promise<string>;
const DAY = { date_init: '2015-03-01', date_end: '2015-03-01' };

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

const at = (iso: string) => ({ created_at: new Date(iso), updated_at: new Date(iso) });
// Chile is UTC-3 in March 2015: 1 March runs from 03:00Z to 03:00Z of the 2nd.
const EDGES = {
  before: at('2015-03-01T02:59:00Z'),
  first: at('2015-03-01T03:00:00Z'),
  last: at('2015-03-02T02:59:00Z'),
  after: at('2015-03-02T03:00:00Z'),
};

describe('contactform', () => {
  it('pages every project form for an Admin, newest first, with its project', async () => {
    const admin = await token('admin@demo.cl');
    const res = await executeOperation(t.app, ContactFormsDocument, { page: 2 }, admin);
    expect(res.errors).toBeUndefined();
    const page = res.data?.contactform;
    const [all] = await t.database.db.select({ n: count() }).from(contactForms);
    expect(page).toMatchObject({ total: all?.n, per_page: 15, current_page: 2, from: 16, to: 30 });
    const dates = page?.data.map((row) => row.created_at) ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page?.data[0]?.project?.name).toMatch(/\S/);
  });

  it('sorts by date both ways (issue 33) and refuses an unknown field', async () => {
    const admin = await token('admin@demo.cl');
    const read = async (sort: string) =>
      (
        await executeOperation(t.app, ContactFormsDocument, { sort }, admin)
      ).data!.contactform.data.map((row) => `${row.created_at}|${row.id.padStart(9, '0')}`);
    const up = await read('created_at');
    expect(up.length).toBeGreaterThan(1);
    expect(up).toEqual([...up].sort());
    const down = await read('-created_at');
    expect(down).toEqual([...down].sort().reverse());
    const unknown = await executeOperation(t.app, ContactFormsDocument, { sort: 'fecha' }, admin);
    expect(unknown.data).toBeNull();
    expect(unknown.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^No se puede ordenar por/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps a RealstateAdmin to their agencies and refuses another agency', async () => {
    const db = t.database.db;
    const email = 'realstateadmin@demo.cl';
    const agencies = await agenciesOf(db, email);
    const linked = db
      .select({ id: projectUsers.project_id })
      .from(projectUsers)
      .innerJoin(users, eq(users.id, projectUsers.user_id))
      .where(eq(users.email, email));
    const [mine] = await db
      .select({ n: count() })
      .from(contactForms)
      .innerJoin(projects, eq(projects.id, contactForms.project_id))
      .where(or(inArray(projects.real_state_agency_id, agencies), inArray(projects.id, linked)));
    const res = await executeOperation(
      t.app,
      ContactFormsDocument,
      { real_state_agency: '', project: '', date_init: '', date_end: '' },
      await token(email),
    );
    expect(res.data?.contactform.total).toBe(mine?.n);
    expect(mine?.n).toBeGreaterThan(0);
    const foreign = await db.query.realStateAgencies.findFirst({
      where: (a, { notInArray }) => notInArray(a.id, agencies),
    });
    expect(foreign).toBeDefined();
    const refused = await executeOperation(
      t.app,
      ContactFormsDocument,
      { real_state_agency: String(foreign?.id) },
      await token(email),
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
  });

  it('filters by agency, project and Chile days, both ends included', async () => {
    const db = t.database.db;
    const [project] = await db.select().from(projects).limit(1);
    if (!project) throw new Error('sin proyectos');
    const person = { project_id: project.id, email: 'jose.munoz@gmail.com', rut: '16.543.287-8' };
    await db.insert(contactForms).values([
      { ...person, name: 'Antes', ...EDGES.before },
      { ...person, name: 'Primera', ...EDGES.first },
      { ...person, name: 'Última', ...EDGES.last },
      { ...person, name: 'Después', ...EDGES.after },
    ]);
    const admin = await token('admin@demo.cl');
    const vars = { ...DAY, project: String(project.id), real_state_agency: String(project.real_state_agency_id) }; // prettier-ignore
    const res = await executeOperation(t.app, ContactFormsDocument, vars, admin);
    expect(res.data?.contactform.data.map((row) => row.name)).toEqual(['Última', 'Primera']);
    expect(res.data?.contactform.data[0]).toMatchObject({
      rut: '16.543.287-8',
      project: { id: String(project.id), name: project.name },
    });
    // Two rows or a full page: the same statements (rows with their project, then the total).
    const day = await countStatements(t, () => executeOperation(t.app, ContactFormsDocument, DAY, admin)); // prettier-ignore
    const full = await countStatements(t, () => executeOperation(t.app, ContactFormsDocument, {}, admin)); // prettier-ignore
    expect(full.result.data?.contactform.data).toHaveLength(15);
    expect(day.result.data?.contactform.data).toHaveLength(2);
    expect(full.statements).toBe(day.statements);
    const chilean = await executeOperation(
      t.app,
      ContactFormsDocument,
      { date_init: '01-03-2015', date_end: '01-03-2015', project: String(project.id) },
      admin,
    );
    expect(chilean.data?.contactform.total).toBe(2);
  });

  it('refuses an agency or project that is not a number, and a reversed range, in Spanish', async () => {
    const admin = await token('admin@demo.cl');
    const cases = [
      [{ real_state_agency: 'Inmobiliaria Aconcagua' }, 'real_state_agency', /inmobiliaria/i],
      [{ project: 'doce' }, 'project', /proyecto «doce» no es válido/],
      [{ date_init: '2025-03-10', date_end: '2025-03-01' }, 'date_init', /no puede ser posterior/],
      [{ date_init: '31-02-2025' }, 'date_init', /no es válida/],
    ] as const;
    for (const [vars, field, message] of cases) {
      const res = await executeOperation(t.app, ContactFormsDocument, vars, admin);
      expect(res.errors?.[0]?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.field, field).toBe(field);
      expect(res.errors?.[0]?.message).toMatch(message);
    }
  });
});

describe('the four forms without project', () => {
  it('list newsletter, enterprise, section and home forms of the day, newest first', async () => {
    const db = t.database.db;
    const [region] = await db.select().from(regions).where(eq(regions.name, 'Valparaíso'));
    await db.insert(contactFormNewsletters).values([
      { email: 'antes@gmail.com', ...EDGES.before },
      { email: 'carolina.soto@gmail.com', ...EDGES.first },
      { email: 'despues@gmail.com', ...EDGES.after },
    ]);
    await db.insert(contactFormEnterprises).values({
      first_name: 'Rodrigo',
      last_name: 'Fuentes',
      email: 'rfuentes@constructoramaule.cl',
      phone: '+56 9 8123 4567',
      enterprise: 'Constructora Maule',
      message: 'Queremos un convenio para nuestros trabajadores.',
      ...EDGES.last,
    });
    await db.insert(contactFormSections).values([
      { name: 'Ignacio Pérez', email: 'ignacio.perez@gmail.com', message: 'Consulta', ...EDGES.first }, // prettier-ignore
      { name: 'Valentina Díaz', email: 'vdiaz@gmail.com', message: 'Otra', ...EDGES.last },
    ]);
    await db.insert(contactFormHomeSections).values({
      name: 'Francisca Reyes',
      email: 'francisca.reyes@gmail.com',
      phone: '+56 9 7654 3210',
      rut: '12.345.678-5',
      method_contact: 'WhatsApp',
      salary: 'Entre $500.000 y $800.000',
      region_id: region?.id ?? null,
      ...EDGES.first,
    });
    const news = await token('newsuser@demo.cl');
    const letters = await executeOperation(t.app, ContactNewslettersDocument, DAY, news);
    expect(letters.data?.contactformnewsletter.data.map((r) => r.email)).toEqual([
      'carolina.soto@gmail.com',
    ]);
    const firms = await executeOperation(t.app, ContactEnterprisesDocument, DAY, news);
    expect(firms.data?.contactformenterprise.data[0]).toMatchObject({
      first_name: 'Rodrigo',
      enterprise: 'Constructora Maule',
    });
    const sections = await executeOperation(t.app, ContactFormSectionsDocument, DAY, news);
    expect(sections.data?.contactformsection.data.map((r) => r.name)).toEqual([
      'Valentina Díaz',
      'Ignacio Pérez',
    ]);
    const homes = await executeOperation(t.app, ContactHomeSectionsDocument, DAY, news);
    expect(homes.data?.contactformhomesection).toMatchObject({
      total: 1,
      data: [{ name: 'Francisca Reyes', method_contact: 'WhatsApp', region: { name: 'Valparaíso' } }], // prettier-ignore
    });
  });

  it('are closed to the agency roles', async () => {
    const res = await executeOperation(
      t.app,
      ContactNewslettersDocument,
      {},
      await token('realstateadmin@demo.cl'),
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
