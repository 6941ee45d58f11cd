import { UserDocument, UsersDocument } from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import type { Principal } from '../../../harness/principals';
import { executeOperation } from '../../../harness/test-app';
import { codeOf, listed, type Check, type CrossCase } from './cross-case';
import { agenciesOfUsers, insertStaff, userSnapshot } from './world';

// `users` for a scoped principal: the list (every page, and a search that names another agency's
// user) and the edit page by id. Who a user belongs to is read from the database, not from the
// answer, so a server that also filtered `realstateagencyuser` could not hide a leak.

const READ_REFUSALS = ['FORBIDDEN', 'NOT_FOUND'];

/** Users among `ids` linked to none of the principal's agencies. */
export async function strangers(db: Db, principal: Principal, ids: number[]): Promise<number[]> {
  const agencies = await agenciesOfUsers(db, ids);
  return ids.filter((id) => !(agencies.get(id) ?? []).some((a) => principal.agencyIds.includes(a)));
}

function listCheck(what: string, code: string | null, outside: number[], empty = false): Check {
  return {
    what,
    leak: outside.length ? `usuarios de otras agencias (o sin agencia): ${listed(outside)}` : null,
    anomaly:
      code && !READ_REFUSALS.includes(code)
        ? `respuesta inesperada: ${code}`
        : empty
          ? 'la lista no trae ni al propio usuario: el control no prueba nada'
          : null,
    outcome: code ?? 'datos propios',
  };
}

export const usersReadCase: CrossCase = {
  operation: 'users',
  async run({ t }, principal, foreign) {
    const token = principal.token ?? undefined;
    const checks: Check[] = [];
    const foreignId = await insertStaff(
      t.database.db,
      foreign.agencyId,
      foreign.projectIds.slice(0, 1),
    );

    // The whole list, page by page (a leak on page 2 is still a leak).
    const seen: number[] = [];
    let code: string | null = null;
    for (let page = 1, last = 1; page <= last && page <= 100; page++) {
      const result = await executeOperation(t.app, UsersDocument, { page }, token);
      code = codeOf(result);
      const users = result.data?.users;
      if (!users) break;
      seen.push(...users.data.map((u) => Number(u.id)));
      last = users.last_page;
    }
    // A list that lost its own users too would pass the leak check for the wrong reason.
    const empty = code === null && principal.userId !== null && !seen.includes(principal.userId);
    checks.push(
      listCheck('lista completa', code, await strangers(t.database.db, principal, seen), empty),
    );

    // A search that matches exactly the other agency's user.
    const target = (await userSnapshot(t.database.db, foreignId)).row;
    const search = await executeOperation(
      t.app,
      UsersDocument,
      { search: target?.email ?? '' },
      token,
    );
    const found = search.data?.users.data.map((u) => Number(u.id)) ?? [];
    checks.push(
      listCheck(
        'búsqueda por correo ajeno',
        codeOf(search),
        await strangers(t.database.db, principal, found),
      ),
    );

    // The edit page of that user, by id.
    const byId = await executeOperation(t.app, UserDocument, { id: String(foreignId) }, token);
    const returned = byId.data?.users.data.map((u) => Number(u.id)) ?? [];
    checks.push(
      listCheck(
        'usuario ajeno por id',
        codeOf(byId),
        await strangers(t.database.db, principal, returned),
      ),
    );
    return checks;
  },
};
