import { projectUsers, realStateAgencyUsers, userRoles, users } from '../schema';
import type { Tx } from '../client';
import type { SeedRoleName } from './access';
import { idAt, insertAll, insertIds, must } from './bulk';
import type { SeedProject } from './context';

// Back-office users. Demo: one per role (README lists the credentials), plus a second agency's
// vendor and an inactive user so agency scoping and the status flag can be tried.

export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoUser {
  email: string;
  name: string;
  last_name: string;
  role: SeedRoleName;
  /** Index in AGENCIES of the agency the user works for (linked to all its projects). */
  agency?: number;
  status?: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@demo.cl', name: 'Andrea', last_name: 'Valdés Rojas', role: 'Admin' },
  {
    email: 'superadmin@demo.cl',
    name: 'Sebastián',
    last_name: 'Pérez Contreras',
    role: 'SuperAdmin',
  },
  {
    email: 'realstateadmin@demo.cl',
    name: 'Carolina',
    last_name: 'Muñoz Soto',
    role: 'RealstateAdmin',
    agency: 0,
  },
  {
    email: 'realstateuser@demo.cl',
    name: 'Matías',
    last_name: 'González Silva',
    role: 'RealstateUser',
    agency: 0,
  },
  {
    email: 'realstatevendor@demo.cl',
    name: 'Javiera',
    last_name: 'Sepúlveda Díaz',
    role: 'RealstateVendor',
    agency: 0,
  },
  {
    email: 'preapprovaluser@demo.cl',
    name: 'Felipe',
    last_name: 'Araya Morales',
    role: 'PreapprovalUser',
  },
  { email: 'newsuser@demo.cl', name: 'Constanza', last_name: 'Fuentes Reyes', role: 'NewsUser' },
  {
    email: 'vendedor2@demo.cl',
    name: 'Tomás',
    last_name: 'Castillo Vera',
    role: 'RealstateVendor',
    agency: 1,
  },
  {
    email: 'inactivo@demo.cl',
    name: 'Pía',
    last_name: 'Herrera Núñez',
    role: 'RealstateUser',
    agency: 0,
    status: false,
  },
];

export interface SeededUser {
  id: number;
  email: string;
  role: SeedRoleName;
  agency?: number;
}

/** Inserts users with one role each (position 0 = the effective role). */
async function insertUsers(
  tx: Tx,
  list: readonly DemoUser[],
  passwordHash: string,
  roleIds: ReadonlyMap<SeedRoleName, number>,
): Promise<SeededUser[]> {
  const ids = await insertIds(
    tx,
    users,
    list.map((u) => ({
      name: u.name,
      last_name: u.last_name,
      email: u.email,
      password: passwordHash,
      status: u.status ?? true,
    })),
  );
  await insertAll(
    tx,
    userRoles,
    list.map((u, i) => ({ user_id: idAt(ids, i), role_id: must(roleIds, u.role), position: 0 })),
  );
  return list.map((u, i) => ({ id: idAt(ids, i), email: u.email, role: u.role, agency: u.agency }));
}

/** The single administrator of a fresh installation without demo data. */
export async function seedAdmin(
  tx: Tx,
  email: string,
  passwordHash: string,
  roleIds: ReadonlyMap<SeedRoleName, number>,
): Promise<SeededUser> {
  const [admin] = await insertUsers(
    tx,
    [
      {
        email: email.trim().toLowerCase(),
        name: 'Administrador',
        last_name: 'General',
        role: 'Admin',
      },
    ],
    passwordHash,
    roleIds,
  );
  if (!admin) throw new Error('Seed: no se creó el administrador');
  return admin;
}

/** Demo users, linked to their agency and to every project of it. */
export async function seedDemoUsers(
  tx: Tx,
  passwordHash: string,
  roleIds: ReadonlyMap<SeedRoleName, number>,
  agencyIds: readonly number[],
  projectList: readonly SeedProject[],
): Promise<SeededUser[]> {
  const seeded = await insertUsers(tx, DEMO_USERS, passwordHash, roleIds);
  const staff = seeded.filter((u) => u.agency !== undefined);
  await insertAll(
    tx,
    realStateAgencyUsers,
    staff.map((u) => ({ user_id: u.id, real_state_agency_id: idAt(agencyIds, u.agency ?? 0) })),
  );
  await insertAll(
    tx,
    projectUsers,
    staff.flatMap((u) =>
      projectList
        .filter((p) => p.agencyIndex === u.agency)
        .map((p) => ({ user_id: u.id, project_id: p.id })),
    ),
  );
  return seeded;
}
