import type { FastifyInstance } from 'fastify';
import { matchRestRule } from '../../shared/access';
import type { Config } from '../config';
import type { GraphQLContext, Viewer } from '../context';
import type { Db } from '../db/client';
import { messages } from '../kernel/errors';
import {
  PROJECT_COLUMNS,
  projectExportIds,
  projectExportRows,
} from '../modules/projects/projects.export';
import { projectListWhere } from '../modules/projects/projects.service';
import type { EventBus } from '../realtime/bus';
import { listParam, sendAppError, sendSheet, textParam } from './excel-download';
import { restGuard } from './guard';

export interface ExcelRouteDeps {
  db: Db;
  config: Config;
  bus: EventBus;
  authenticate: (authorization: string | undefined) => Promise<Viewer | null>;
}

/** The rule of a route of the policy (a route missing from it is a programming error). */
export function ruleOf(path: string) {
  const match = matchRestRule('GET', path);
  if (!match) throw new Error(`GET ${path} is missing from the REST policy`);
  return match.rule;
}

/**
 * `GET /api/excelProjects` (spec §7): Proyectos.xlsx with the filters of the `projects` query —
 * `real_state_agency` (an agency id, '' = all) and `project_id` (repeated, `project_id[]` or
 * comma-separated) — under the same scope. One id of another agency is 403, as on the list.
 */
export function registerExcelProjectsRoute(app: FastifyInstance, deps: ExcelRouteDeps) {
  app.get(
    '/api/excelProjects',
    { preHandler: restGuard(ruleOf('/api/excelProjects'), deps.authenticate) },
    async (request, reply) => {
      const viewer = request.viewer;
      if (!viewer) return reply.status(401).send({ message: messages.unauthenticated });
      const ctx: GraphQLContext = {
        db: deps.db,
        config: deps.config,
        bus: deps.bus,
        viewer,
        ip: request.ip,
      };
      const filters = {
        real_state_agency: textParam(request.query, 'real_state_agency'),
        project_id: listParam(request.query, 'project_id'),
      };
      let ids: number[];
      try {
        ids = await projectExportIds(deps.db, await projectListWhere(ctx, filters));
      } catch (error) {
        return sendAppError(reply, error);
      }
      return sendSheet(deps.db, request, reply, {
        fileName: 'Proyectos.xlsx',
        sheetName: 'Proyectos',
        columns: PROJECT_COLUMNS,
        rows: projectExportRows(deps.db, ids),
        audit: {
          userId: viewer.id,
          auditableType: 'Export',
          auditableId: 'excelProjects',
          values: { route: 'GET /api/excelProjects', filters },
        },
      });
    },
  );
}
