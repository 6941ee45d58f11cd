import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getOperationAST, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { exportQueueDepth, webhookQueueDepth, type QueueDepth } from './queues.repository';
import { noteOperation, requestFields, requestOfContext } from './request-fields';

/** The app's own metrics (a registry per app, so that one process may build several apps). */
export interface Metrics {
  registry: Registry;
  requestSeconds: Histogram<'method' | 'route' | 'operation'>;
  executeSeconds: Histogram<'operation'>;
  errors: Counter<'source' | 'code'>;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function queueGauges(
  registry: Registry,
  name: string,
  what: string,
  read: () => Promise<QueueDepth>,
): void {
  // Read at scrape time; a database that does not answer leaves the gauges without a value.
  const safely = () => read().catch(() => ({ depth: Number.NaN, oldestSeconds: Number.NaN }));
  new Gauge({
    name: `backoffice_${name}_queue_depth`,
    help: `${what} waiting for a runner`,
    registers: [registry],
    async collect() {
      this.set((await safely()).depth);
    },
  });
  new Gauge({
    name: `backoffice_${name}_queue_oldest_seconds`,
    help: `How long the oldest of the ${what.toLowerCase()} has waited`,
    registers: [registry],
    async collect() {
      this.set((await safely()).oldestSeconds);
    },
  });
}

export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'backoffice_' });
  queueGauges(registry, 'export_jobs', 'Export jobs', () => exportQueueDepth(db));
  queueGauges(registry, 'webhook_deliveries', 'Webhook deliveries due', () =>
    webhookQueueDepth(db),
  );
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'backoffice_http_request_duration_seconds',
      help: 'HTTP requests by route pattern and GraphQL operation, from arrival to last byte',
      labelNames: ['method', 'route', 'operation'],
      buckets: SECONDS,
      registers: [registry],
    }),
    // Statements are not timed one by one (neither driver offers a public hook around a statement):
    // the execution phase of an operation is its resolvers' time, which is almost all statements.
    executeSeconds: new Histogram({
      name: 'backoffice_graphql_execute_duration_seconds',
      help: 'GraphQL execution (resolvers and the database statements they wait for) by operation; the closest public measure of database time',
      labelNames: ['operation'],
      buckets: SECONDS,
      registers: [registry],
    }),
    errors: new Counter({
      name: 'backoffice_errors_total',
      help: 'Errors by GraphQL extensions code (source graphql) and HTTP status class (source http)',
      labelNames: ['source', 'code'],
      registers: [registry],
    }),
  };
}

function errorsOf(result: unknown): readonly GraphQLError[] {
  if (Array.isArray(result)) return result.flatMap(errorsOf);
  if (result && typeof result === 'object' && 'errors' in result && Array.isArray(result.errors)) {
    return result.errors as GraphQLError[];
  }
  return [];
}

/**
 * A yoga plugin: names the request's GraphQL operation for its log line and metrics, times the
 * execution and counts errors by code. Without metrics it only names the operation.
 */
export function useRequestObservation(metrics: Metrics | undefined): Plugin {
  return {
    onParams({ params, context }) {
      const request = requestOfContext(context);
      if (request && params.operationName) noteOperation(request, params.operationName);
    },
    onExecute({ args }) {
      const name = getOperationAST(args.document, args.operationName)?.name?.value ?? 'anonymous';
      const request = requestOfContext(args.contextValue);
      if (request) noteOperation(request, name);
      if (!metrics) return;
      const end = metrics.executeSeconds.startTimer({ operation: name });
      return { onExecuteDone: () => void end() };
    },
    onResultProcess({ result }) {
      if (!metrics) return;
      for (const error of errorsOf(result)) {
        const code = error.extensions?.code;
        metrics.errors.inc({ source: 'graphql', code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR' }); // prettier-ignore
      }
    },
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every request by route and operation, counts 4xx and 5xx answers, and serves
 * `GET /metrics` (Prometheus text) to the bearer of `token`.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'sin-ruta';
    if (route !== '/metrics') {
      const operation = requestFields(request).operation ?? '';
      metrics.requestSeconds.observe({ method: request.method, route, operation }, reply.elapsedTime / 1000); // prettier-ignore
      if (reply.statusCode >= 400) {
        metrics.errors.inc({ source: 'http', code: `${Math.floor(reply.statusCode / 100)}xx` });
      }
    }
    done();
  });
  app.get('/metrics', async (request, reply) => {
    const given = request.headers.authorization ?? '';
    if (!given.startsWith('Bearer ') || !sameToken(given.slice(7), token)) {
      return reply.status(401).send({ message: 'Se requiere el token de métricas.' });
    }
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).send(body);
  });
}
