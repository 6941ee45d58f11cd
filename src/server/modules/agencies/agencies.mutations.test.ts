import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgencyAuditsDocument,
  AgencyOptionsDocument,
  CreateRealStateAgencyDocument,
  DeleteAgencyDocument,
  EditRealStateAgencyDocument,
  EditRealstateAgencyImportantDocument,
  type CreateRealStateAgencyMutationVariables,
  type EditRealStateAgencyMutationVariables,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, plansRestrictions, realStateAgencies } from '../../db/schema';
import { agencyAudits, agencyRow, countRows, tokens } from './agencies.fixtures';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp('demo');
  admin = await tokens(t)('admin@demo.cl');
});
afterAll(() => t.close());

const create = (variables: CreateRealStateAgencyMutationVariables) =>
  executeOperation(t.app, CreateRealStateAgencyDocument, variables, admin);
const edit = (variables: EditRealStateAgencyMutationVariables) =>
  executeOperation(t.app, EditRealStateAgencyDocument, variables, admin);

async function createdId(variables: CreateRealStateAgencyMutationVariables) {
  const res = await create(variables);
  expect(res.errors).toBeUndefined();
  return Number(res.data?.createRealStateAgency.id);
}

describe('createRealStateAgency', () => {
  it('creates with only a name, with defaults, and audits it', async () => {
    const res = await create({ name: '  Inmobiliaria Lago Ranco  ' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createRealStateAgency).toMatchObject({
      name: 'Inmobiliaria Lago Ranco',
      official_name: null,
      visible: true,
      important: false,
      orden: 0,
      medias: [],
      plansrestrictions: null,
    });
    const id = res.data?.createRealStateAgency.id ?? '';
    const rows = await agencyAudits(t.database.db, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'created',
      old_values: {},
      new_values: { name: 'Inmobiliaria Lago Ranco', orden: 0, visible: true, important: false },
    });
  });

  it('stores every field and the plan restriction', async () => {
    const res = await create({
      name: 'Inmobiliaria Puerto Varas',
      official_name: 'Inmobiliaria Puerto Varas SpA',
      representative: 'Camila Soto Fuentes',
      address: 'Av. Vicente Pérez Rosales 1450, Puerto Varas',
      phone: '+56 65 223 4455',
      email: 'contacto@puertovaras.cl',
      description: 'Proyectos con subsidio DS19 en la Región de Los Lagos.',
      orden: 3,
      url_site: 'https://www.puertovaras.cl',
      restriction_quantity: 4,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createRealStateAgency).toMatchObject({
      representative: 'Camila Soto Fuentes',
      orden: 3,
      plansrestrictions: { quantity: 4 },
    });
    const [row] = await agencyAudits(t.database.db, res.data?.createRealStateAgency.id ?? '');
    expect(row?.new_values).toMatchObject({
      official_name: 'Inmobiliaria Puerto Varas SpA',
      restriction_quantity: 4,
    });
  });

  it.each<[CreateRealStateAgencyMutationVariables, string, unknown]>([
    [{ name: '   ' }, 'name', 'El nombre es obligatorio.'],
    [
      { name: 'Inmobiliaria Sur', email: 'contacto@' },
      'email',
      'Ingresa un correo electrónico válido.',
    ],
    [
      { name: 'Inmobiliaria Sur', url_site: 'www.sur.cl' },
      'url_site',
      expect.stringMatching(/http/),
    ],
    [
      { name: 'Inmobiliaria Sur', url_site: 'ftp://sur.cl' },
      'url_site',
      expect.stringMatching(/http/),
    ],
    [{ name: 'Inmobiliaria Sur', orden: -1 }, 'orden', expect.stringMatching(/entero/)],
    [
      { name: 'Inmobiliaria Sur', restriction_quantity: -2 },
      'restriction_quantity',
      expect.stringMatching(/entero/),
    ],
  ])('refuses %o with BAD_USER_INPUT and changes nothing', async (variables, field, message) => {
    const before = [
      await countRows(t.database.db, realStateAgencies),
      await countRows(t.database.db, audits),
    ];
    const res = await create(variables);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
    });
    expect([
      await countRows(t.database.db, realStateAgencies),
      await countRows(t.database.db, audits),
    ]).toEqual(before);
  });

  it('is refused to agency roles', async () => {
    const res = await executeOperation(
      t.app,
      CreateRealStateAgencyDocument,
      { name: 'Inmobiliaria Intrusa' },
      await tokens(t)('realstateadmin@demo.cl'),
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('editRealStateAgency', () => {
  it('updates the fields, keeps what was left out, and audits only the changes', async () => {
    const id = await createdId({
      name: 'Inmobiliaria Frutillar',
      phone: '+56 65 242 0000',
      orden: 2,
      restriction_quantity: 3,
    });
    const res = await edit({
      agency_id: String(id),
      name: 'Inmobiliaria Frutillar',
      official_name: 'Inmobiliaria Frutillar Ltda.',
      phone: null,
      restriction_quantity: 5,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.editRealStateAgency).toMatchObject({
      official_name: 'Inmobiliaria Frutillar Ltda.',
      phone: null,
      orden: 2,
      plansrestrictions: { quantity: 5 },
    });
    const rows = await agencyAudits(t.database.db, id);
    expect(rows.map((r) => [r.event, r.old_values, r.new_values])).toEqual([
      ['created', expect.anything(), expect.anything()],
      [
        'updated',
        { official_name: null, phone: '+56 65 242 0000', restriction_quantity: 3 },
        { official_name: 'Inmobiliaria Frutillar Ltda.', phone: null, restriction_quantity: 5 },
      ],
    ]);

    const cleared = await edit({
      agency_id: String(id),
      name: 'Inmobiliaria Frutillar',
      official_name: 'Inmobiliaria Frutillar Ltda.',
      restriction_quantity: null,
    });
    expect(cleared.data?.editRealStateAgency.plansrestrictions).toBeNull();
    const left = await t.database.db
      .select()
      .from(plansRestrictions)
      .where(eq(plansRestrictions.real_state_agency_id, id));
    expect(left).toHaveLength(0);
  });

  it('requires the official name and refuses unknown agencies, changing nothing', async () => {
    const id = await createdId({ name: 'Inmobiliaria Osorno' });
    const auditCount = await countRows(t.database.db, audits);
    const blank = await edit({
      agency_id: String(id),
      name: 'Inmobiliaria Osorno',
      official_name: ' ',
    });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'La razón social es obligatoria.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { official_name: 'La razón social es obligatoria.' },
      },
    });
    const missing = await edit({
      agency_id: '987654',
      name: 'Fantasma',
      official_name: 'Fantasma SpA',
    });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await countRows(t.database.db, audits)).toBe(auditCount);
    expect((await agencyRow(t.database.db, id))?.official_name).toBeNull();
  });
});

describe('deleteAgency and editRealstateAgencyImportant', () => {
  it('hide and show without deleting, mark important, and show up in the audits page', async () => {
    const id = await createdId({ name: 'Inmobiliaria Chonchi' });
    const hide = await executeOperation(
      t.app,
      DeleteAgencyDocument,
      { id: String(id), visibility: false },
      admin,
    );
    expect(hide.data?.deleteAgency).toEqual({ id: String(id), visible: false });
    expect(await agencyRow(t.database.db, id)).toMatchObject({ visible: false });
    const options = await executeOperation(t.app, AgencyOptionsDocument, {}, admin);
    expect(options.data?.realstateagenciesnopagination.map((a) => a.id)).not.toContain(String(id));

    await executeOperation(
      t.app,
      DeleteAgencyDocument,
      { id: String(id), visibility: true },
      admin,
    );
    const important = await executeOperation(
      t.app,
      EditRealstateAgencyImportantDocument,
      { agency_id: String(id), important: true },
      admin,
    );
    expect(important.data?.editRealstateAgencyImportant).toEqual({
      id: String(id),
      important: true,
    });

    const page = await executeOperation(t.app, AgencyAuditsDocument, { id: String(id) }, admin);
    const entries = page.data?.realstateagencies.data[0]?.audits ?? [];
    expect(entries.map((a) => [a.event, a.old_values, a.new_values])).toEqual([
      ['updated', { important: false }, { important: true }],
      ['updated', { visible: false }, { visible: true }],
      ['updated', { visible: true }, { visible: false }],
      ['created', {}, expect.objectContaining({ name: 'Inmobiliaria Chonchi' })],
    ]);
    expect(entries[0]?.user).toMatchObject({ name: expect.any(String) });

    const missing = await executeOperation(
      t.app,
      DeleteAgencyDocument,
      { id: '0', visibility: false },
      admin,
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
