import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { Kind, OperationTypeNode, type ExecutionArgs, type OperationDefinitionNode } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Config } from '../config';
import { requestLoaders, type Viewer, type GraphQLContext } from '../context';
import type { Db } from '../db/client';
import { messages } from '../kernel/errors';
import type { EventBus } from '../realtime/bus';
import { useExecutionBudget } from './budget';
import { registerJsonBodyParser } from './json-body';
import { queryLimitPlugins } from './limits';
import { buildSchema } from './schema';

export interface ServerContext {
  req: Pick<FastifyRequest, 'ip'>;
  /** HTTP only; graphql-ws passes its socket instead. */
  reply?: FastifyReply;
  socket?: { once(event: 'close', listener: () => void): unknown };
  viewer: Viewer | null;
}

export interface GraphQLDeps {
  db: Db;
  config: Config;
  bus: EventBus;
  authenticate: (authorization: string | undefined) => Promise<Viewer | null>;
  /** The app's own additions (the request log and metrics). */
  plugins?: Plugin[];
}

export function createGraphQL(deps: GraphQLDeps) {
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    // Queries run compiled (graphql-jit): a 250-row page is thousands of fields, and the compiled
    // executor walks them several times faster than graphql-js. Mutations and subscriptions keep
    // the reference executor: they are few, and their error paths matter more than their speed.
    plugins: [
      ...queryLimitPlugins(deps.config.graphqlIntrospection),
      useGraphQlJit({}, { enableIf: isQuery }),
      useExecutionBudget(deps.config.graphqlTimeoutMs),
      ...(deps.plugins ?? []),
    ],
    graphqlEndpoint: '/graphql',
    // CORS is the app's (@fastify/cors, CORS_ORIGINS): yoga's default reflects any origin.
    cors: false,
    // Unexpected errors reach the client as one Spanish sentence; details go to the log only.
    maskedErrors: { errorMessage: messages.internal },
    // GraphiQL loads from a CDN (refused by the CSP and unreachable offline) and introspects
    // anonymously; tools with a token use GRAPHQL_INTROSPECTION instead.
    graphiql: false,
    landingPage: false,
    logging: 'warn',
    // yoga's own default (25 MB) would refuse what the route lets in: the 50 MB of an upload, or
    // the jsonExcel of a spec client's registerPropertiesSave (json-body.ts).
    maxRequestBodySize: MAX_UPLOAD_REQUEST_BYTES,
    context: ({ viewer, req, reply, socket }): GraphQLContext => {
      const controller = new AbortController();
      // 'close' follows the last byte of the answer, or a dropped connection: only the second
      // abandons the work.
      if (reply)
        reply.raw.once('close', () => reply.raw.writableFinished || controller.abort('disconnected')); // prettier-ignore
      else socket?.once('close', () => controller.abort('disconnected'));
      return {
        db: deps.db,
        config: deps.config,
        bus: deps.bus,
        viewer,
        ip: req.ip,
        signal: controller.signal,
        abort: (reason) => controller.abort(reason),
        loaders: requestLoaders(),
      };
    },
  });
}

function isQuery({ document, operationName }: ExecutionArgs): boolean {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (!operationName || definition.name?.value === operationName),
  );
  return operation?.operation === OperationTypeNode.QUERY;
}

/** The largest multipart request (all files of one mutation together). */
export const MAX_UPLOAD_REQUEST_BYTES = 50 * 1024 * 1024;
const UPLOAD_TOO_LARGE = 'Los archivos enviados superan el máximo de 50 MB por envío.';

function isMultipart(req: FastifyRequest): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

function withinUploadLimit(req: FastifyRequest): boolean {
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0 && length <= MAX_UPLOAD_REQUEST_BYTES;
}

export function registerGraphQLRoute(app: FastifyInstance, deps: GraphQLDeps) {
  registerJsonBodyParser(app);
  const yoga = createGraphQL(deps);
  // Multipart bodies (uploads) are parsed by yoga itself, so Fastify must leave them alone.
  app.addContentTypeParser('multipart/form-data', {}, (_req, _payload, done) => done(null));
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const authorization = req.headers.authorization;
      const viewer = authorization ? await deps.authenticate(authorization) : null;
      req.viewer = viewer;
      // A bad or revoked token is an HTTP 401, which the client answers with one refresh.
      if (authorization && !viewer) {
        const error = { message: messages.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } }; // prettier-ignore
        return reply.status(401).send({ errors: [error] });
      }
      // Fastify's body limit skips multipart (yoga reads it), so an upload is bounded here,
      // before a byte of it is read: a declared length over the limit, or none at all.
      if (isMultipart(req) && !withinUploadLimit(req)) {
        return reply.status(413).send({ message: UPLOAD_TOO_LARGE });
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, viewer });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      // A JSON answer is whole by now: sent as one payload rather than piped as a stream. Event
      // streams and incremental (multipart) answers stream as they come.
      const type = response.headers.get('content-type') ?? '';
      const streamed = type.startsWith('text/event-stream') || type.startsWith('multipart/');
      return reply.send(streamed || !response.body ? response.body : await response.text());
    },
  });
  return yoga;
}
