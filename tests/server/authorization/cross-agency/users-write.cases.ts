import { isDeepStrictEqual } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import {
  ChangeUserStatusDocument,
  CreateUserDocument,
  DeleteUserDocument,
  EditUserDocument,
} from '../../../../graphql/generated/client/graphql';
import { users } from '../../../../src/server/db/schema';
import { executeOperation } from '../../../harness/test-app';
import {
  refusedAndUnchanged,
  refusedWithoutCrossing,
  type Check,
  type CrossCase,
} from './cross-case';
import { insertStaff, ownProjects, userSnapshot, type Foreign } from './world';

// User mutations by a scoped principal aimed at another agency: its user (edit, delete, status),
// or its agency and projects as the target of a new or edited own user. Each must be refused and
// leave every row as it was; the rows are compared in the database, before and after.

let serial = 0;
const freshEmail = () => `rocio.mendez.${Date.now()}.${serial++}@inmobiliaria-sonda.cl`;

const PERSON = { name: 'Rocío', last_name: 'Méndez Farías', password: 'ClaveSegura2025' };

export const createUserCase: CrossCase = {
  operation: 'createUser',
  async run({ t }, principal, foreign) {
    const token = principal.token ?? undefined;
    const attempts = [
      { what: 'con la agencia ajena', links: { real_state_agency_id: String(foreign.agencyId) } },
      {
        what: 'con un proyecto ajeno',
        links: {
          real_state_agency_id: principal.agencyIds[0] ? String(principal.agencyIds[0]) : null,
          project_ids: foreign.projectIds.slice(0, 1).map(String),
        },
      },
    ];
    const checks: Check[] = [];
    for (const { what, links } of attempts) {
      const email = freshEmail();
      const variables = { ...PERSON, email, role: 'RealstateUser', ...links };
      const result = await executeOperation(t.app, CreateUserDocument, variables, token);
      const [created] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      const after = created ? await userSnapshot(t.database.db, created.id) : null;
      const crossed = after ? crossesInto(after, foreign) : false;
      checks.push(
        refusedWithoutCrossing(what, result, result.data?.createUser, crossed, !!created),
      );
    }
    return checks;
  },
};

/** Whether a user is now linked to the other agency or one of its projects. */
function crossesInto(user: { agencies: number[]; projects: number[] }, foreign: Foreign): boolean {
  return (
    user.agencies.includes(foreign.agencyId) ||
    user.projects.some((id) => foreign.projectIds.includes(id))
  );
}

/** What editUser sends to keep a user as it is except for `changes`. */
async function editVariables(db: Parameters<typeof userSnapshot>[0], id: number, changes: object) {
  const { row } = await userSnapshot(db, id);
  return {
    id: String(id),
    name: row?.name ?? '',
    last_name: row?.last_name ?? '',
    email: row?.email ?? '',
    status: 1,
    role: 'RealstateUser',
    permissions: '[]',
    ...changes,
  };
}

export const editUserCase: CrossCase = {
  operation: 'editUser',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const token = principal.token ?? undefined;
    const foreignUser = await insertStaff(db, foreign.agencyId, foreign.projectIds.slice(0, 1));
    const own = principal.agencyIds[0];
    const ownUser = own
      ? await insertStaff(db, own, (await ownProjects(db, principal)).slice(0, 1))
      : null;
    const checks: Check[] = [];
    const before = await userSnapshot(db, foreignUser);
    const variables = await editVariables(db, foreignUser, { name: 'Nombre Cambiado' });
    const result = await executeOperation(t.app, EditUserDocument, variables, token);
    const after = await userSnapshot(db, foreignUser);
    checks.push(refusedAndUnchanged('usuario ajeno', result, result.data?.editUser, before, after));
    if (!ownUser) return checks;
    const moves = [
      { what: 'propio hacia la agencia ajena', real_state_agency_id: String(foreign.agencyId) },
      {
        what: 'propio hacia un proyecto ajeno',
        project_ids: foreign.projectIds.slice(0, 1).map(String),
      },
    ];
    for (const { what, ...changes } of moves) {
      const ownBefore = await userSnapshot(db, ownUser);
      const moved = await executeOperation(
        t.app,
        EditUserDocument,
        await editVariables(db, ownUser, changes),
        token,
      );
      const ownAfter = await userSnapshot(db, ownUser);
      const changed = !isDeepStrictEqual(ownBefore, ownAfter);
      checks.push(
        refusedWithoutCrossing(
          what,
          moved,
          moved.data?.editUser,
          crossesInto(ownAfter, foreign),
          changed,
        ),
      );
    }
    return checks;
  },
};

export const deleteUserCase: CrossCase = {
  operation: 'deleteUser',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const id = await insertStaff(db, foreign.agencyId, foreign.projectIds.slice(0, 1));
    const before = await userSnapshot(db, id);
    const token = principal.token ?? undefined;
    const result = await executeOperation(t.app, DeleteUserDocument, { id: String(id) }, token);
    const after = await userSnapshot(db, id);
    return [refusedAndUnchanged('usuario ajeno', result, result.data?.deleteUser, before, after)];
  },
};

export const changeUserStatusCase: CrossCase = {
  operation: 'changeUserStatus',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const id = await insertStaff(db, foreign.agencyId, foreign.projectIds.slice(0, 1));
    const before = await userSnapshot(db, id);
    const token = principal.token ?? undefined;
    const variables = { status: false, userid: String(id) };
    const result = await executeOperation(t.app, ChangeUserStatusDocument, variables, token);
    const after = await userSnapshot(db, id);
    return [
      refusedAndUnchanged('usuario ajeno', result, result.data?.changeUserStatus, before, after),
    ];
  },
};
