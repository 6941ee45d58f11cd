import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateProjectDocument } from '../../../../graphql/generated/client/graphql';
import { executeOperation, type TestApp } from '../../../../tests/harness/test-app';
import { subsidyTypes } from '../../db/schema';
import { executeUpload } from '../../storage/storage.fixtures';
import { agenciesOf, tokens } from '../agencies/agencies.fixtures';
import {
  REQUIRED,
  codeOf,
  fieldsOf,
  jpeg,
  part,
  pdf,
  png,
  rowCounts,
  startWriteApp,
  gallerySlots,
} from './projects.write.fixtures';

// Refused createProject calls: each must answer with the reason by the field and leave every
// table and the storage directory exactly as they were.

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

/** Runs `call` and checks that no row and no file appeared. */
async function unchanged(call: () => Promise<unknown>) {
  const rows = await rowCounts(t.database.db);
  const files = storedFiles();
  await call();
  expect(await rowCounts(t.database.db)).toEqual(rows);
  expect(storedFiles()).toEqual(files);
}

const withPhotos = { logo: png('logo.png'), 'gallery.0': jpeg('fachada.jpg') };

describe('createProject refusals', () => {
  it('answers every bad field in Spanish and stores nothing', async () => {
    await unchanged(async () => {
      const res = await executeUpload(
        t.app,
        CreateProjectDocument,
        {
          ...REQUIRED,
          real_state_agency_id: String(agencyOne),
          name: ' ',
          price_from: 0,
          bedrooms_from: 25,
          latitude: '-95.2',
          slug: 'Los Aromos',
          crm_email: 'ventas@aromos',
          renta_minima: -1,
          deliver_date: '2026-02-30',
          contact_emails: [{ purpose: 'ventas', email: 'ventas@aromos.cl' }],
          gallery: gallerySlots(1),
        },
        withPhotos,
        await token('admin@demo.cl'),
      );
      expect(codeOf(res.errors)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(res.errors)).toEqual({
        name: 'Ingresa el nombre del proyecto.',
        price_from: 'El precio desde debe ser un número mayor que 0.',
        bedrooms_from: 'Los dormitorios desde deben ser un número entero entre 0 y 20.',
        latitude: 'La latitud debe ser un número decimal entre -90 y 90.',
        slug: expect.stringContaining('El slug solo admite minúsculas'),
        crm_email: 'Ingresa un correo electrónico válido.',
        renta_minima: 'La renta mínima debe ser un número entero de pesos mayor o igual a 0.',
        deliver_date: 'La fecha de entrega debe ser una fecha válida (AAAA-MM-DD).',
        contact_emails: expect.stringContaining('El propósito debe ser'),
      });
    });
  });

  it('refuses a PDF renamed .png in the gallery and a PNG renamed .pdf as brochure', async () => {
    const admin = await token('admin@demo.cl');
    const vars = { ...REQUIRED, real_state_agency_id: String(agencyOne), gallery: gallerySlots(2) };
    await unchanged(async () => {
      const res = await executeUpload(
        t.app,
        CreateProjectDocument,
        vars,
        {
          logo: png('logo.png'),
          'gallery.0': jpeg('fachada.jpg'),
          'gallery.1': part(pdf, 'living.png', 'image/png'),
        },
        admin,
      );
      expect(fieldsOf(res.errors)).toEqual({
        gallery: 'Las fotos de la galería deben ser imágenes JPG, PNG o WebP.',
      });
    });
    await unchanged(async () => {
      const res = await executeUpload(
        t.app,
        CreateProjectDocument,
        { ...REQUIRED, real_state_agency_id: String(agencyOne) },
        { logo: png('logo.png'), brochure: png('folleto.pdf') },
        admin,
      );
      expect(fieldsOf(res.errors)).toEqual({ brochure: 'El folleto debe ser un PDF.' });
    });
  });

  it('removes the files it stored when the transaction refuses (unknown subsidy)', async () => {
    const [last] = await t.database.db
      .select({ id: subsidyTypes.id })
      .from(subsidyTypes)
      .orderBy(asc(subsidyTypes.id));
    await unchanged(async () => {
      const res = await executeUpload(
        t.app,
        CreateProjectDocument,
        {
          ...REQUIRED,
          real_state_agency_id: String(agencyOne),
          subsidies: [String(last?.id), '999999'],
          gallery: gallerySlots(1),
        },
        withPhotos,
        await token('admin@demo.cl'),
      );
      expect(fieldsOf(res.errors)).toEqual({ subsidies: 'Uno de los subsidios no existe.' });
    });
  });

  it('asks Admin to choose the agency', async () => {
    await unchanged(async () => {
      const res = await executeOperation(
        t.app,
        CreateProjectDocument,
        REQUIRED,
        await token('admin@demo.cl'),
      );
      expect(fieldsOf(res.errors)).toEqual({ real_state_agency_id: 'Elige la inmobiliaria.' });
    });
  });

  it('refuses an agency user creating in another agency, or sending payment keys', async () => {
    const scoped = await token('realstateadmin@demo.cl');
    await unchanged(async () => {
      const res = await executeOperation(
        t.app,
        CreateProjectDocument,
        { ...REQUIRED, real_state_agency_id: String(agencyTwo) },
        scoped,
      );
      expect(codeOf(res.errors)).toBe('FORBIDDEN');
      expect(res.errors?.[0]?.message).toBe('No tienes acceso a esa inmobiliaria.');
    });
    await unchanged(async () => {
      const res = await executeOperation(
        t.app,
        CreateProjectDocument,
        { ...REQUIRED, api_key: 'pk_live_7Hq2Rt9LmZx4Vb81' },
        scoped,
      );
      expect(codeOf(res.errors)).toBe('FORBIDDEN');
      expect(res.errors?.[0]?.message).toBe(
        'Solo un administrador puede cambiar las claves de pago.',
      );
    });
  });

  it('leaves createProject to the managing roles', async () => {
    await unchanged(async () => {
      const res = await executeOperation(
        t.app,
        CreateProjectDocument,
        REQUIRED,
        await token('realstateuser@demo.cl'),
      );
      expect(codeOf(res.errors)).toBe('FORBIDDEN');
    });
  });
});
