import type { FastifyInstance, FastifyReply } from 'fastify';
import { matchRestRule } from '../../../shared/access';
import { DASHBOARD_CHARTS, type DashboardChart } from '../../../shared/dashboard';
import type { Viewer } from '../../context';
import type { Db } from '../../db/client';
import { messages } from '../../kernel/errors';
import { restGuard } from '../guard';
import { answerChart } from './dashboard.charts';
import { chileToday } from './dashboard.dates';
import { DashboardRefusal, parseDashboardParams } from './dashboard.params';
import { resolveUnits } from './dashboard.scope';

export interface DashboardRouteDeps {
  db: Db;
  authenticate: (authorization: string | undefined) => Promise<Viewer | null>;
  /** Today in Chile; tests pin it. */
  today?: () => string;
}

function ruleOf(path: string) {
  const match = matchRestRule('POST', path);
  if (!match) throw new Error(`POST ${path} is missing from the REST policy`);
  return match.rule;
}

async function answer(
  deps: DashboardRouteDeps,
  chart: DashboardChart,
  viewer: Viewer,
  query: unknown,
  reply: FastifyReply,
) {
  try {
    const filters = parseDashboardParams(chart, query, (deps.today ?? chileToday)());
    const units = await resolveUnits(deps.db, viewer, filters);
    return reply.send(await answerChart(deps.db, filters, units));
  } catch (error) {
    if (error instanceof DashboardRefusal) return reply.status(error.status).send(error.body);
    throw error;
  }
}

/**
 * The eight `POST /api/dashboard/<chart>` endpoints (spec §7): parameters in the query string,
 * the answers of src/shared/dashboard/contract.ts, counts read from the rollups of migration 0009.
 */
export function registerDashboardRoutes(app: FastifyInstance, deps: DashboardRouteDeps) {
  void app.register(async (scope) => {
    // The parameters travel in the query string; a client that sends an empty JSON body with
    // its POST must not get Fastify's "body cannot be empty" 400 instead of its chart.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, null),
    );
    for (const chart of DASHBOARD_CHARTS) {
      const path = `/api/dashboard/${chart}`;
      scope.post(
        path,
        { preHandler: restGuard(ruleOf(path), deps.authenticate) },
        async (request, reply) => {
          const viewer = request.viewer;
          if (!viewer) return reply.status(401).send({ message: messages.unauthenticated });
          return answer(deps, chart, viewer, request.query, reply);
        },
      );
    }
  });
}
