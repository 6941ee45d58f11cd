import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { matchRestRule } from '../../shared/access';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { messages } from '../errors';
import { findUsersForExport, writeUsersWorkbook } from '../modules/users/users.export';
import { userScope } from '../modules/users/users.scope';
import { restGuard } from './guard';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `GET /api/excelUsers` (spec §7): Usuarios.xlsx, with the same agency scope as `users`. */
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
      const rows = await findUsersForExport(deps.db, userScope.condition(viewer));
      const body = new PassThrough();
      writeUsersWorkbook(body, rows).catch((error: unknown) => {
        request.log.error({ err: error }, 'Usuarios.xlsx failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="Usuarios.xlsx"')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
