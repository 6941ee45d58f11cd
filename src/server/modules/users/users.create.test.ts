import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateUserDocument, MeDocument } from '../../../../graphql/generated/client/graphql';
import { executeOperation, login } from '../../../../tests/harness/test-app';
import { verifyPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import {
  agencyOf,
  auditRows,
  projectsOfAgency,
  startTestApp,
  tokenCache,
  userTableCounts,
  type TestApp,
} from './users.fixtures';

let t: TestApp;
const token = tokenCache(() => t);

beforeAll(async () => {
  t = await startTestApp('demo');
});
afterAll(() => t.close());

const valid = {
  name: 'Francisca',
  last_name: 'Ibáñez Rojas',
  email: 'francisca.ibanez@inmobiliaria-andes.cl',
  password: 'Subsidio2025',
  role: 'RealstateUser',
};

const create = async (variables: Partial<typeof valid> & Record<string, unknown>, viewer: string) =>
  executeOperation(t.app, CreateUserDocument, { ...valid, ...variables }, await token(viewer));

async function expectNothingChanged(run: () => Promise<unknown>) {
  const before = await userTableCounts(t.database.db);
  await run();
  expect(await userTableCounts(t.database.db)).toEqual(before);
}

describe('createUser', () => {
  it('creates the user with its role and links, hashed password, and one audit row', async () => {
    const db = t.database.db;
    const agencyId = await agencyOf(db, 'realstateadmin@demo.cl');
    const projectIds = await projectsOfAgency(db, agencyId);
    const result = await create(
      {
        email: '  Francisca.Ibanez@Inmobiliaria-Andes.CL ',
        real_state_agency_id: String(agencyId),
        project_ids: projectIds.slice(0, 2).map(String),
      },
      'admin@demo.cl',
    );
    expect(result.errors).toBeUndefined();
    const created = result.data!.createUser;
    expect(created).toMatchObject({
      name: 'Francisca',
      last_name: 'Ibáñez Rojas',
      email: 'francisca.ibanez@inmobiliaria-andes.cl',
      status: true,
      roles: [{ name: 'RealstateUser' }],
      realstateagencyuser: [{ real_state_agency_id: String(agencyId) }],
    });

    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.id, Number(created.id)));
    expect(row?.password.startsWith('$argon2id$')).toBe(true);
    expect((await verifyPassword(row!.password, 'Subsidio2025')).ok).toBe(true);

    const rows = await auditRows(db, 'User', created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'created',
      old_values: {},
      new_values: {
        name: 'Francisca',
        last_name: 'Ibáñez Rojas',
        email: 'francisca.ibanez@inmobiliaria-andes.cl',
        status: true,
        role: 'RealstateUser',
        permissions: [],
        real_state_agency_ids: [agencyId],
        project_ids: projectIds.slice(0, 2),
      },
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/argon2|Subsidio2025|password/);

    // The new account works, with the role it was given.
    const session = await login(t.app, 'francisca.ibanez@inmobiliaria-andes.cl', 'Subsidio2025');
    const me = await executeOperation(t.app, MeDocument, {}, session.access_token);
    expect(me.data?.me.roles.map((r) => r.name)).toEqual(['RealstateUser']);
  });

  it.each([
    [{ name: '  ' }, 'name', 'El nombre es obligatorio.'],
    [{ last_name: '' }, 'last_name', 'El apellido es obligatorio.'],
    [{ email: 'francisca@' }, 'email', 'Ingresa un correo válido.'],
    [{ email: '' }, 'email', 'El correo es obligatorio.'],
    [{ password: '' }, 'password', 'La contraseña es obligatoria.'],
    [
      { password: 'corta1' },
      'password',
      'La contraseña debe tener al menos 8 caracteres, con letras y números.',
    ],
    [{ role: '' }, 'role', 'Selecciona un rol.'],
    [{ role: 'Gerente' }, 'role', 'El rol no existe.'],
    [{ project_ids: ['999999'] }, 'project_ids', 'Alguno de los proyectos no existe.'],
    [{ real_state_agency_id: '999999' }, 'real_state_agency_id', 'La inmobiliaria no existe.'],
  ])('refuses %o with BAD_USER_INPUT on the field, changing nothing', async (input, field, msg) => {
    await expectNothingChanged(async () => {
      const result = await create(
        { email: 'otra.persona@inmobiliaria.cl', ...input },
        'admin@demo.cl',
      );
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.message).toBe(msg);
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field]: msg },
      });
    });
  });

  it('reports every invalid field at once', async () => {
    const result = await create({ name: '', email: 'no-es-correo' }, 'admin@demo.cl');
    expect(result.errors?.[0]?.extensions?.fields).toEqual({
      name: 'El nombre es obligatorio.',
      email: 'Ingresa un correo válido.',
    });
  });

  it('refuses a registered email, whatever its case, with CONFLICT', async () => {
    await expectNothingChanged(async () => {
      const result = await create({ email: ' Vendedor2@DEMO.cl' }, 'admin@demo.cl');
      expect(result.errors?.[0]).toMatchObject({
        message: 'El correo ya está registrado.',
        extensions: { code: 'CONFLICT', fields: { email: 'El correo ya está registrado.' } },
      });
    });
  });

  it("links a scoped viewer's new user to the viewer's agency when none is given", async () => {
    const agencyId = await agencyOf(t.database.db, 'realstatevendor@demo.cl');
    const result = await create(
      { email: 'tomas.leiva@inmobiliaria.cl', role: 'RealstateVendor' },
      'realstatevendor@demo.cl',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.createUser.realstateagencyuser).toEqual([
      expect.objectContaining({ real_state_agency_id: String(agencyId) }),
    ]);
  });

  it.each([
    ['Admin', 'Solo un administrador puede asignar o modificar el rol Admin.'],
    [
      'SuperAdmin',
      'Solo puedes asignar los roles RealstateAdmin, RealstateUser o RealstateVendor.',
    ],
    ['NewsUser', 'Solo puedes asignar los roles RealstateAdmin, RealstateUser o RealstateVendor.'],
  ])('refuses role %s to an agency-scoped viewer (FORBIDDEN)', async (role, message) => {
    await expectNothingChanged(async () => {
      const result = await create(
        { email: 'intento.rol@inmobiliaria.cl', role },
        'realstateadmin@demo.cl',
      );
      expect(result.statusCode).toBe(403);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
    });
  });

  it('refuses another agency or its projects to an agency-scoped viewer', async () => {
    const db = t.database.db;
    const otherAgency = await agencyOf(db, 'vendedor2@demo.cl');
    const [otherProject] = await projectsOfAgency(db, otherAgency);
    await expectNothingChanged(async () => {
      const byAgency = await create(
        { email: 'ajeno.uno@inmobiliaria.cl', real_state_agency_id: String(otherAgency) },
        'realstateadmin@demo.cl',
      );
      expect(byAgency.errors?.[0]).toMatchObject({
        message: 'Solo puedes vincular usuarios a tus inmobiliarias.',
        extensions: { code: 'FORBIDDEN' },
      });
      const byProject = await create(
        { email: 'ajeno.dos@inmobiliaria.cl', project_ids: [String(otherProject)] },
        'realstateadmin@demo.cl',
      );
      expect(byProject.errors?.[0]).toMatchObject({
        message: 'Solo puedes vincular proyectos de tus inmobiliarias.',
        extensions: { code: 'FORBIDDEN' },
      });
    });
  });

  it('lets Admin grant Admin', async () => {
    const result = await create({ email: 'nuevo.admin@demo.cl', role: 'Admin' }, 'admin@demo.cl');
    expect(result.data?.createUser.roles.map((r) => r.name)).toEqual(['Admin']);
  });
});
