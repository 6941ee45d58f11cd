import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateProjectDocument,
  EditProjectDocument,
  ProjectDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, type TestApp } from '../../../../tests/harness/test-app';
import { medias, projectContactEmails, projectExecutives, subsidyTypes } from '../../db/schema';
import { executeUpload } from '../../storage/storage.fixtures';
import { agenciesOf, tokens } from '../agencies/agencies.fixtures';
import {
  REQUIRED,
  codeOf,
  fieldsOf,
  jpeg,
  liveProjectOf,
  png,
  projectAudits,
  startWriteApp,
  gallerySlots,
} from './projects.write.fixtures';

let t: TestApp;
let storedFiles: () => string[];
let token: (email: string) => Promise<string>;
let agencyOne: number;
let agencyTwo: number;

beforeAll(async () => {
  ({ t, storedFiles } = await startWriteApp());
  token = tokens(t);
  [agencyOne = 0] = await agenciesOf(t.database.db, 'realstateadmin@demo.cl');
  [agencyTwo = 0] = await agenciesOf(t.database.db, 'vendedor2@demo.cl');
});
afterAll(() => t.close());

const FIGURES = { price_from: 2350.5, bedrooms_from: 2, area_from: 54.3 };

/** A project of agency 1 with lists, a logo, two gallery photos and a contact photo. */
async function seededProject(name: string) {
  const subsidies = await t.database.db.select().from(subsidyTypes).orderBy(asc(subsidyTypes.id));
  const res = await executeUpload(
    t.app,
    CreateProjectDocument,
    {
      ...REQUIRED,
      name,
      real_state_agency_id: String(agencyOne),
      description: 'Departamentos de 2 y 3 dormitorios frente al parque.',
      address: 'Los Aromos 1234, Maipú',
      promotions: 'Bono pie 5%',
      executives: [{ name: 'Carolina Fuentes Soto' }, { name: 'Matías Rojas Vidal' }],
      contact_emails: [{ purpose: 'booking', email: 'reservas@losaromos.cl', photo: null }],
      subsidies: subsidies.slice(0, 2).map((s) => String(s.id)),
      gallery: gallerySlots(2),
    },
    {
      logo: png('logo-antiguo.png'),
      'gallery.0': jpeg('fachada.jpg'),
      'gallery.1': jpeg('living.jpg'),
      'contact_emails.0.photo': png('carolina.png'),
    },
    await token('admin@demo.cl'),
  );
  expect(res.errors).toBeUndefined();
  return Number(res.data?.createProject.id);
}

const contactsOf = (id: number) =>
  t.database.db
    .select()
    .from(projectContactEmails)
    .where(eq(projectContactEmails.project_id, id))
    .orderBy(asc(projectContactEmails.orden));

describe('editProject', () => {
  it('keeps left-out fields, clears nulls and replaces the lists sent', async () => {
    const id = await seededProject('Condominio Los Aromos');
    const res = await executeOperation(
      t.app,
      EditProjectDocument,
      {
        id: String(id),
        ...FIGURES,
        price_from: 2499.9,
        promotions: null,
        address: null,
        executives: [{ name: 'Javiera Muñoz Pérez', email: 'jmunoz@losaromos.cl' }],
        subsidies: [],
      },
      await token('realstateadmin@demo.cl'),
    );
    expect(res.errors).toBeUndefined();
    const read = await executeOperation(
      t.app,
      ProjectDocument,
      { id: String(id) },
      await token('admin@demo.cl'),
    );
    const project = read.data?.projects.data[0];
    expect(project).toMatchObject({
      name: 'Condominio Los Aromos',
      slug: 'condominio-los-aromos',
      description: 'Departamentos de 2 y 3 dormitorios frente al parque.',
      price_from: 2499.9,
      promotions: null,
      address: null,
      subsidies: [],
    });
    const executives = await t.database.db
      .select({ name: projectExecutives.name })
      .from(projectExecutives)
      .where(eq(projectExecutives.project_id, id));
    expect(executives).toEqual([{ name: 'Javiera Muñoz Pérez' }]);
    // Contact emails were not sent: they stay, photo included.
    expect((await contactsOf(id))[0]?.photo_media_id).not.toBeNull();

    const audits = await projectAudits(t.database.db, id);
    expect(audits.map((a) => a.event)).toEqual(['created', 'updated']);
    expect(audits[1]?.old_values).toMatchObject({
      price_from: '2350.50',
      promotions: 'Bono pie 5%',
      executives: ['Carolina Fuentes Soto', 'Matías Rojas Vidal'],
    });
    expect(audits[1]?.new_values).toMatchObject({
      price_from: '2499.90',
      promotions: null,
      executives: ['Javiera Muñoz Pérez'],
      subsidies: [],
    });
    expect(audits[1]?.new_values).not.toHaveProperty('description');
  });

  it('replaces the logo (old file removed), appends gallery photos and keeps a contact photo by id', async () => {
    const id = await seededProject('Edificio Parque Ñuñoa');
    const before = await t.database.db
      .select()
      .from(medias)
      .where(and(eq(medias.model_type, 'project'), eq(medias.model_id, id)));
    const oldLogo = before.find((m) => m.collection === 'logo');
    const [contact] = await contactsOf(id);
    const res = await executeUpload(
      t.app,
      EditProjectDocument,
      {
        id: String(id),
        ...FIGURES,
        gallery: gallerySlots(1),
        contact_emails: [
          {
            purpose: 'booking',
            email: 'reservas@parquenunoa.cl',
            photo_media_id: String(contact?.photo_media_id),
          },
          { purpose: 'promise', email: 'promesas@parquenunoa.cl' },
        ],
      },
      { logo: png('logo-nuevo.png'), 'gallery.0': jpeg('terraza.jpg') },
      await token('admin@demo.cl'),
    );
    expect(res.errors).toBeUndefined();
    const after = await t.database.db
      .select()
      .from(medias)
      .where(and(eq(medias.model_type, 'project'), eq(medias.model_id, id)))
      .orderBy(asc(medias.order));
    expect(after.filter((m) => m.collection === 'logo').map((m) => m.file_name)).toEqual([
      'logo-nuevo.png',
    ]);
    expect(
      after.filter((m) => m.collection === 'gallery').map((m) => [m.file_name, m.order]),
    ).toEqual([
      ['fachada.jpg', 0],
      ['living.jpg', 1],
      ['terraza.jpg', 2],
    ]);
    expect(storedFiles()).not.toContain(oldLogo?.path?.replace('projects/', ''));
    const contacts = await contactsOf(id);
    expect(contacts.map((c) => [c.email, c.photo_media_id])).toEqual([
      ['reservas@parquenunoa.cl', contact?.photo_media_id],
      ['promesas@parquenunoa.cl', null],
    ]);
  });

  it('refuses a contact photo of another project', async () => {
    const id = await seededProject('Condominio Alto Macul');
    const other = await seededProject('Condominio Bajo Macul');
    const [foreignPhoto] = await contactsOf(other);
    const res = await executeOperation(
      t.app,
      EditProjectDocument,
      {
        id: String(id),
        ...FIGURES,
        contact_emails: [
          {
            purpose: 'query',
            email: 'ventas@altomacul.cl',
            photo_media_id: String(foreignPhoto?.photo_media_id),
          },
        ],
      },
      await token('admin@demo.cl'),
    );
    expect(fieldsOf(res.errors)).toEqual({
      contact_emails: 'La foto de contacto no pertenece a este proyecto.',
    });
    expect((await contactsOf(id)).map((c) => c.email)).toEqual(['reservas@losaromos.cl']);
  });

  it('answers CONFLICT for a slug another live project has', async () => {
    const id = await seededProject('Condominio Las Encinas');
    const res = await executeOperation(
      t.app,
      EditProjectDocument,
      { id: String(id), ...FIGURES, slug: 'condominio-los-aromos' },
      await token('admin@demo.cl'),
    );
    expect(codeOf(res.errors)).toBe('CONFLICT');
    expect(fieldsOf(res.errors)).toEqual({ slug: 'Ya existe un proyecto con ese slug.' });
  });

  it('keeps an agency user inside its agency', async () => {
    const scoped = await token('realstateadmin@demo.cl');
    const foreign = await liveProjectOf(t.database.db, agencyTwo);
    const edit = await executeOperation(
      t.app,
      EditProjectDocument,
      { id: String(foreign.id), ...FIGURES, name: 'Proyecto Intervenido' },
      scoped,
    );
    expect(codeOf(edit.errors)).toBe('FORBIDDEN');
    expect(edit.errors?.[0]?.message).toBe('No tienes acceso a este proyecto.');

    const own = await liveProjectOf(t.database.db, agencyOne);
    const move = await executeOperation(
      t.app,
      EditProjectDocument,
      { id: String(own.id), ...FIGURES, real_state_agency_id: String(agencyTwo) },
      scoped,
    );
    expect(move.errors?.[0]?.message).toBe('No tienes acceso a esa inmobiliaria.');
    expect((await liveProjectOf(t.database.db, agencyOne)).id).toBe(own.id);

    const related = await executeOperation(
      t.app,
      EditProjectDocument,
      { id: String(own.id), ...FIGURES, relatedprojects: [String(foreign.id)] },
      scoped,
    );
    expect(fieldsOf(related.errors)).toEqual({
      relatedprojects: 'Uno de los proyectos relacionados no existe o no tienes acceso a él.',
    });
  });
});
