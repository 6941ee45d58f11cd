import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateProjectDocument } from '../../../../graphql/generated/client/graphql';
import { executeOperation, type TestApp } from '../../../../tests/harness/test-app';
import {
  additionalPlanTypes,
  communes,
  medias,
  projectContactEmails,
  projectFiles,
  projects,
  subsidyTypes,
} from '../../db/schema';
import { executeUpload } from '../../storage/storage.fixtures';
import { agenciesOf, tokens } from '../agencies/agencies.fixtures';
import {
  REQUIRED,
  codeOf,
  fieldsOf,
  jpeg,
  liveProjectOf,
  part,
  pdf,
  png,
  projectAudits,
  startWriteApp,
  zip,
  gallerySlots,
} from './projects.write.fixtures';

let t: TestApp;
let storedFiles: () => string[];
let token: (email: string) => Promise<string>;
let agencyOne: number;

beforeAll(async () => {
  ({ t, storedFiles } = await startWriteApp());
  token = tokens(t);
  [agencyOne = 0] = await agenciesOf(t.database.db, 'realstateadmin@demo.cl');
});
afterAll(() => t.close());

const idOf = (value: string | undefined) => Number(value ?? 0);

describe('createProject', () => {
  it('creates a project with only the required fields, slug from the name', async () => {
    const res = await executeOperation(
      t.app,
      CreateProjectDocument,
      { ...REQUIRED, real_state_agency_id: String(agencyOne) },
      await token('admin@demo.cl'),
    );
    expect(res.errors).toBeUndefined();
    const created = res.data?.createProject;
    expect(created).toMatchObject({
      name: 'Condominio Los Aromos',
      slug: 'condominio-los-aromos',
      type: 'Departamentos',
      price_from: 2350.5,
      bedrooms_from: 2,
      area_from: 54.3,
      real_state_agency_id: String(agencyOne),
      visible: false,
      promotions: null,
    });
    const [row] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, idOf(created?.id)));
    expect(row?.price_from).toBe('2350.50');
    const [audit] = await projectAudits(t.database.db, created?.id ?? '');
    expect(audit).toMatchObject({ event: 'created' });
    expect(audit?.new_values).toMatchObject({
      name: 'Condominio Los Aromos',
      price_from: '2350.50',
    });
    expect(audit?.new_values).not.toHaveProperty('executives');
  });

  it('numbers the default slug when the name is taken, and an agency user creates in its own agency', async () => {
    const res = await executeOperation(
      t.app,
      CreateProjectDocument,
      REQUIRED,
      await token('realstateadmin@demo.cl'),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createProject).toMatchObject({
      slug: 'condominio-los-aromos-2',
      real_state_agency_id: String(agencyOne),
    });
  });

  it('refuses an explicit slug in use with CONFLICT by the field', async () => {
    const taken = await liveProjectOf(t.database.db, agencyOne);
    const res = await executeOperation(
      t.app,
      CreateProjectDocument,
      { ...REQUIRED, name: 'Edificio Parque Ñuñoa', slug: taken.slug },
      await token('realstateadmin@demo.cl'),
    );
    expect(codeOf(res.errors)).toBe('CONFLICT');
    expect(fieldsOf(res.errors)).toEqual({ slug: 'Ya existe un proyecto con ese slug.' });
  });

  it('creates every list and file in one call', async () => {
    const db = t.database.db;
    const [commune] = await db.select().from(communes).orderBy(asc(communes.id)).limit(1);
    const subsidies = await db.select().from(subsidyTypes).orderBy(asc(subsidyTypes.id)).limit(2);
    const [additional] = await db.select().from(additionalPlanTypes).limit(1);
    const related = await liveProjectOf(db, agencyOne);
    const before = storedFiles().length;
    const res = await executeUploadFull({
      commune_id: String(commune?.id),
      subsidies: subsidies.map((s) => String(s.id)),
      relatedprojects: [String(related.id)],
      projectadditional: [{ additional_plan_type_id: String(additional?.id), quantity: 2 }],
    });
    expect(res.errors).toBeUndefined();
    const id = idOf(res.data?.createProject.id);
    expect(res.data?.createProject).toMatchObject({
      slug: 'condominio-vista-volcan',
      latitude: '-41.3193000',
      renta_minima: 650000,
      reserve_currency: 'UF',
      deliver_date: '2026-12-15',
      quincho: true,
    });
    // 3 gallery photos, logo, brochure, nube360 (ZIP) and one contact photo.
    expect(storedFiles().length - before).toBe(7);
    const media = await db.select().from(medias).where(eq(medias.model_id, id));
    const gallery = media.filter((m) => m.collection === 'gallery' && m.model_type === 'project');
    expect(gallery.map((m) => [m.file_name, m.order])).toEqual([
      ['fachada.jpg', 0],
      ['living.png', 1],
      ['terraza.jpg', 2],
    ]);
    const contacts = await db
      .select()
      .from(projectContactEmails)
      .where(eq(projectContactEmails.project_id, id))
      .orderBy(asc(projectContactEmails.orden));
    expect(contacts.map((c) => [c.purpose, c.email])).toEqual([
      ['booking', 'reservas@vistavolcan.cl'],
      ['query', 'ventas@vistavolcan.cl'],
    ]);
    const photo = media.find((m) => m.id === contacts[0]?.photo_media_id);
    expect(photo).toMatchObject({ collection: 'contact_photo', file_name: 'carolina.png' });
    const files = await db.select().from(projectFiles).where(eq(projectFiles.project_id, id));
    const byKind = Object.fromEntries(files.map((f) => [f.kind, f]));
    expect(byKind.brochure).toMatchObject({ mime: 'application/pdf', extension: 'pdf' });
    expect(byKind.nube360).toMatchObject({ mime: 'application/zip', extension: 'zip' });
    expect(byKind.tour360).toMatchObject({ url: 'https://tour.vistavolcan.cl/360', path: null });
    const [audit] = await projectAudits(db, id);
    expect(audit?.new_values).toMatchObject({
      executives: ['Carolina Fuentes Soto', 'Matías Rojas Vidal'],
      subsidies: subsidies.map((s) => s.id),
      relatedprojects: [related.id],
      gallery: ['fachada.jpg', 'living.png', 'terraza.jpg'],
      brochure: 'folleto.pdf',
      sell_subsidies: true,
      api_key: true,
    });
    expect(JSON.stringify(audit)).not.toContain('pk_live_');
  });
});

async function executeUploadFull(links: Record<string, unknown>) {
  return executeUpload(
    t.app,
    CreateProjectDocument,
    {
      ...REQUIRED,
      name: 'Condominio Vista Volcán',
      real_state_agency_id: String(agencyOne),
      latitude: '-41.3193',
      longitude: '-72.9854',
      address: 'Av. Austral 1450, Puerto Montt',
      promotions: 'Bono pie 5%',
      renta_minima: 650000,
      reserve_currency: 'UF',
      reserve_amount: 15,
      deliver_date: '2026-12-15',
      video_youtube_id: 'dQw4w9WgXcQ',
      quincho: true,
      executives: [
        {
          name: 'Carolina Fuentes Soto',
          phone: '+56 9 8765 4321',
          email: 'cfuentes@vistavolcan.cl',
        },
        { name: 'Matías Rojas Vidal' },
      ],
      contact_emails: [
        { purpose: 'booking', email: 'reservas@vistavolcan.cl', name: 'Carolina', photo: null },
        { purpose: 'query', email: 'ventas@vistavolcan.cl' },
      ],
      sell_subsidies: true,
      api_key: 'pk_live_7Hq2Rt9LmZx4Vb81',
      tour360_url: 'https://tour.vistavolcan.cl/360',
      gallery: gallerySlots(3),
      ...links,
    },
    {
      logo: png('logo-vista-volcan.png'),
      'gallery.0': jpeg('fachada.jpg'),
      'gallery.1': png('living.png'),
      'gallery.2': jpeg('terraza.jpg'),
      brochure: part(pdf, 'folleto.pdf', 'application/pdf'),
      nube360: part(zip, 'nube.zip', 'application/zip'),
      'contact_emails.0.photo': png('carolina.png'),
    },
    await token('admin@demo.cl'),
  );
}
