import type { FastifyInstance } from 'fastify';
import { matchRestRule } from '../../shared/access';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { messages } from '../kernel/errors';
import { USER_COLUMNS, USERS_SHEET_NAME, userExportRows } from '../modules/users/users.export';
import { userScope } from '../modules/users/users.scope.repository';
import { sendSheet } from './excel-download';
import { restGuard } from './guard';

// Other modules took the content type from here before the shared download helpers existed.
export { XLSX_TYPE } from './excel-download';

/**
 * `GET /api/excelUsers` (spec §7): Usuarios.xlsx, with the same agency scope as `users`, through
 * the shared streaming writer; one audit row (`Export` / `excelUsers`) when the stream ends.
 */
export function registerExcelUsersRoute(
  app: FastifyInstance,
  deps: { db: Db; authenticate: (authorization: string | undefined) => Promise<Viewer | null> },
) {
  const match = matchRestRule('GET', '/api/excelUsers');
  if (!match) throw new Error('GET /api/excelUsers is missing from the REST policy');
  app.get(
    '/api/excelUsers',
    { preHandler: restGuard(match.rule, deps.authenticate) },
    async (request, reply) => {
      const viewer = request.viewer;
      if (!viewer) return reply.status(401).send({ message: messages.unauthenticated });
      return sendSheet(deps.db, request, reply, {
        fileName: 'Usuarios.xlsx',
        sheetName: USERS_SHEET_NAME,
        columns: USER_COLUMNS,
        rows: userExportRows(deps.db, userScope.condition(viewer)),
        audit: {
          userId: viewer.id,
          auditableType: 'Export',
          auditableId: 'excelUsers',
          // The route takes no filters: the viewer's agency scope decides the rows.
          values: { route: 'GET /api/excelUsers', filters: {} },
        },
      });
    },
  );
}
